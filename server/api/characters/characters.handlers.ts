import type { Deps } from "#server/context.ts";
import { createCharacter } from "#server/domain/characters/create-character.ts";
import { deleteCharacter } from "#server/domain/characters/delete-character.ts";
import { listCharacters } from "#server/domain/characters/list-characters.ts";
import { updateCharacter } from "#server/domain/characters/update-character.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  createCharacterRoute,
  deleteCharacterRoute,
  listCharactersRoute,
  updateCharacterRoute,
} from "./characters.routes.ts";

export function charactersRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(listCharactersRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listCharacters(db, user.id, c.req.valid("query").movieId), 200);
  });

  router.openapi(createCharacterRoute, async (c) => {
    const user = requireUser(c);
    const { character, created } = await createCharacter(db, user.id, c.req.valid("json"));
    return created ? c.json(character, 201) : c.json(character, 200);
  });

  router.openapi(updateCharacterRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await updateCharacter(db, user.id, c.req.valid("param").id, c.req.valid("json")),
      200,
    );
  });

  router.openapi(deleteCharacterRoute, async (c) => {
    const user = requireUser(c);
    await deleteCharacter(db, user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return router;
}

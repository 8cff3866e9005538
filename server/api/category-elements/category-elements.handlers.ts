import type { Deps } from "#server/context.ts";
import { createCategoryElement } from "#server/domain/development/create-category-element.ts";
import { deleteCategoryElement } from "#server/domain/development/delete-category-element.ts";
import { getGroupedCategoryElements } from "#server/domain/development/get-grouped-category-elements.ts";
import { listCategoryElements } from "#server/domain/development/list-category-elements.ts";
import { updateCategoryElement } from "#server/domain/development/update-category-element.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  createCategoryElementRoute,
  deleteCategoryElementRoute,
  groupedCategoryElementsRoute,
  listCategoryElementsRoute,
  updateCategoryElementRoute,
} from "./category-elements.routes.ts";

export function categoryElementsRouter({ database: { db } }: Deps) {
  const router = createRouter();

  router.openapi(listCategoryElementsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listCategoryElements(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(groupedCategoryElementsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getGroupedCategoryElements(db, user.id, c.req.valid("param").movieId), 200);
  });

  router.openapi(createCategoryElementRoute, async (c) => {
    const user = requireUser(c);
    const { element, created } = await createCategoryElement(db, user.id, c.req.valid("json"));
    return created ? c.json(element, 201) : c.json(element, 200);
  });

  router.openapi(updateCategoryElementRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await updateCategoryElement(db, user.id, c.req.valid("param").id, c.req.valid("json")),
      200,
    );
  });

  router.openapi(deleteCategoryElementRoute, async (c) => {
    const user = requireUser(c);
    await deleteCategoryElement(db, user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return router;
}

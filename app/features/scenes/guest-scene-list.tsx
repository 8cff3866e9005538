import { readSceneMetadata } from "#contracts/scene-metadata-read.ts";
import { EmotionChips } from "#app/components/emotion-chips";
import { ElementView } from "./element-view";
import { withoutTitleLine } from "./order";
import { plainText, RichInline } from "./rich-text";
import { SceneWhen } from "./scene-when";
import type { Scene } from "./scenes-api";

// A guest's scenes on /movify, read-only: editing and ordering are for accounts.
export function GuestSceneList({ scenes }: { scenes: Scene[] }) {
  return (
    <ol className="mt-4 grid gap-3">
      {scenes.map((scene, index) => (
        <GuestScene key={scene.id} scene={scene} index={index} />
      ))}
    </ol>
  );
}

function GuestScene({ scene, index }: { scene: Scene; index: number }) {
  const title = plainText(scene.title);
  const elements = withoutTitleLine(scene.elements, scene.title);
  const feelings = readSceneMetadata(scene.metadata).emotions;
  return (
    <li>
      <article
        aria-label={`Scene ${index + 1}: ${title}`}
        className="rounded-xl border border-line/80 bg-paper p-4"
      >
        <p className="font-script text-xs font-bold tracking-wider text-ember uppercase">
          Scene {index + 1}
        </p>
        <h3 className="mt-1 font-display text-lg leading-snug font-semibold break-words">
          <RichInline text={scene.title} />
        </h3>
        <SceneWhen scene={scene} className="mt-1" />
        {feelings.length > 0 && (
          <div className="mt-2.5">
            <EmotionChips emotions={feelings} />
          </div>
        )}
        {elements.length > 0 && (
          <div className="mt-3 grid gap-3">
            {elements.map((element) => (
              <ElementView key={element.id} element={element} />
            ))}
          </div>
        )}
      </article>
    </li>
  );
}

import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import type { LocalCopy, SaveStatus } from "./use-autosave";
import { formatDateTime } from "#app/lib/format-date";

// When the text on screen and the saved one part ways: edits this device kept from an earlier
// visit, a newer version saved elsewhere, or a save the server refused. Nothing is lost unasked.
export function RecoveryBanners({
  offer,
  status,
  errorMessage,
  onUseOffer,
  onDiscardOffer,
  onLoadSaved,
  onKeepMine,
}: {
  offer: LocalCopy | null;
  status: SaveStatus;
  errorMessage: string | null;
  onUseOffer: () => void;
  onDiscardOffer: () => void;
  onLoadSaved: () => void;
  onKeepMine: () => void;
}) {
  return (
    <>
      {offer && (
        <div className="mt-4">
          <FormAlert tone="info">
            <p>
              This device kept changes from{" "}
              {offer.at ? formatDateTime(offer.at) : "an earlier visit"} that were never saved to
              your account.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" onClick={onUseOffer}>
                Use the changes from this device
              </Button>
              <Button size="sm" variant="secondary" onClick={onDiscardOffer}>
                Discard them
              </Button>
            </div>
          </FormAlert>
        </div>
      )}
      {status === "conflict" && (
        <div className="mt-4">
          <FormAlert>
            <p>
              This screenplay was changed somewhere else (another tab or device) since you opened
              it. Your text is kept on this device.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={onLoadSaved}>
                Load the saved version
              </Button>
              <Button size="sm" onClick={onKeepMine}>
                Keep my text
              </Button>
            </div>
          </FormAlert>
        </div>
      )}
      {status === "error" && errorMessage && (
        <div className="mt-4">
          <FormAlert>{errorMessage}</FormAlert>
        </div>
      )}
    </>
  );
}

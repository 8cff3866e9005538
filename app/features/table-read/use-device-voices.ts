import { useEffect, useState } from "react";
import type { DeviceVoice } from "#screenplay/table-read-voices.ts";

// The device's speech voices. Chromium lists none at first and fires `voiceschanged` when they
// have loaded; a device with none may never fire it, so after a short wait an empty list means
// there are none (a later `voiceschanged` still brings them in). Only the device's own voices
// count: Chrome's "Google …" and Edge's "… Online" voices send the text to a server
// (`localService` false), and a table read promises that nothing leaves the device.

export type VoicesState =
  | { status: "loading" }
  | { status: "unsupported" }
  | { status: "none" }
  | { status: "ready"; voices: DeviceVoice[]; byId: Map<string, SpeechSynthesisVoice> };

export const VOICES_WAIT_MS = 1500;

export function speechSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "speechSynthesis" in window &&
    typeof window.SpeechSynthesisUtterance === "function"
  );
}

function read(synth: SpeechSynthesis): VoicesState | null {
  const byId = new Map<string, SpeechSynthesisVoice>();
  for (const v of synth.getVoices()) {
    if (v.localService && !byId.has(v.voiceURI)) byId.set(v.voiceURI, v);
  }
  if (byId.size === 0) return null;
  const voices = [...byId.values()].map((v) => ({ id: v.voiceURI, name: v.name, lang: v.lang }));
  return { status: "ready", voices, byId };
}

export function useDeviceVoices(): VoicesState {
  const [state, setState] = useState<VoicesState>({ status: "loading" });
  useEffect(() => {
    if (!speechSupported()) {
      setState({ status: "unsupported" });
      return;
    }
    const synth = window.speechSynthesis;
    const update = () => {
      const found = read(synth);
      if (found) setState(found);
      return found;
    };
    const timer = update()
      ? undefined
      : window.setTimeout(() => {
          if (!update()) setState({ status: "none" });
        }, VOICES_WAIT_MS);
    synth.addEventListener("voiceschanged", update);
    return () => {
      window.clearTimeout(timer);
      synth.removeEventListener("voiceschanged", update);
    };
  }, []);
  return state;
}

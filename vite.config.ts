import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconChunkName, isIconRuntime } from "./scripts/bundle/icon-chunks.ts";
import { alias } from "./vite.aliases.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Icons in two files, the public site's and the app's (scripts/bundle/icon-chunks.ts).
            codeSplitting: {
              groups: [
                { name: "icon-runtime", test: isIconRuntime, priority: 1 },
                { name: iconChunkName },
              ],
            },
          },
        },
      },
    },
  },
});

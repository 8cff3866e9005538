import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { alias } from "./vite.aliases.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Each icon would otherwise be its own ~200-byte file: one request per icon on a
              // slow phone connection costs far more than the few KB of the icons a page skips.
              groups: [{ name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }],
            },
          },
        },
      },
    },
  },
});

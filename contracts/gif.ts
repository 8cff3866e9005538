import { z } from "./zod.ts";

// The GIF picker's view of GIPHY: 20 a page, rated pg-13.
export const GIF_PAGE_SIZE = 20;
export const GIF_RATING = "pg-13";
export const GIF_NOT_CONFIGURED_MESSAGE = "GIF search is not configured on this server.";
export const GIF_REGION_MESSAGE = "This content is not available in your location";

export const gifSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const gifPageSchema = z.object({
  gifs: z.array(gifSchema),
  pagination: z.object({
    offset: z.number().int(),
    count: z.number().int(),
    total: z.number().int(),
  }),
});

export type Gif = z.infer<typeof gifSchema>;
export type GifPage = z.infer<typeof gifPageSchema>;

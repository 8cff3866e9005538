-- Media are looked up by the id in their public path (/media/{objectId}) instead of by an object
-- key that held the owner's id; existing rows take it from their public path (decision 0011).
ALTER TABLE "media_assets" ADD COLUMN "object_id" uuid;--> statement-breakpoint
UPDATE "media_assets" SET "object_id" = substring("public_url" from '^/media/([0-9a-fA-F-]{36})$')::uuid;--> statement-breakpoint
UPDATE "media_assets" SET "object_id" = "id" WHERE "object_id" IS NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ALTER COLUMN "object_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_object_id_unique" UNIQUE("object_id");

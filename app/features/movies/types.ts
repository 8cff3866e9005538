// What GET /api/movies answers for each movie (the fields the screens use).
export type Movie = {
  id: string;
  title: string;
  description: string | null;
  genre: string | null;
  coverImage: string | null;
  status: "draft" | "published" | "archived";
  version: number;
  sceneCount: number;
  createdAt: string;
  updatedAt: string;
};

export type MovieCreateInput = {
  title: string;
  description?: string;
  genre: string;
  coverImage?: string;
};

export type MovieStatus = Movie["status"];

export type MovieUpdateInput = {
  version: number;
  title?: string;
  description?: string | null;
  genre?: string;
  coverImage?: string | null;
  status?: MovieStatus;
};

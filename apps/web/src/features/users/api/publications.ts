import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Publication, PublicationFormat, PublicationImportResult, PublicationInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** Not under userKeys.all: a profile edit need not fetch the list again. */
export const publicationKeys = { all: ["publications"] as const };

/** GET /users/publications: the caller's list, newest first. */
export function usePublications() {
  return useQuery({
    queryKey: publicationKeys.all,
    queryFn: async ({ signal }) => (await api.get<Publication[]>("/users/publications", { signal })).result ?? [],
  });
}

/** POST /users/publications with a file (multipart `file` + `format`). */
export function useImportPublications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, format }: { file: File; format: PublicationFormat }) => {
      const form = new FormData();
      form.append("format", format);
      form.append("file", file);
      return api.post<PublicationImportResult>("/users/publications", form);
    },
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

/** POST /users/publications with JSON `publications` (one typed by hand). */
export function useAddPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publication: PublicationInput) =>
      api.post<PublicationImportResult>("/users/publications", { publications: [publication] }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

/** DELETE /users/publication/{id} */
export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/users/publication/${id}`),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

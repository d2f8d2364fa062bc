import { Text, TextInput, type TextInputProps } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api/client";

/** GET /site/mail-domain: the product's own mail domain, appended to a typed sender local part. */
export function useMailDomain() {
  return useQuery({
    queryKey: ["site", "mail-domain"],
    queryFn: async ({ signal }) =>
      (await api.get<{ mail_domain: string }>("/site/mail-domain", { signal, auth: false })).result.mail_domain,
    staleTime: Infinity,
  });
}

/**
 * The sender field of every mail dialog (CFP circulation, author mail, TPC reminder): only the
 * part before the @ is typed; the domain the server sends from is shown after the input.
 */
export function SenderEmailInput(props: Omit<TextInputProps, "rightSection" | "rightSectionWidth">) {
  const { data: domain } = useMailDomain();
  return (
    <TextInput
      label="Sender email"
      required
      placeholder="e.g. chairs"
      description="Type only the part before the @; the product's own domain is added."
      {...props}
      rightSection={
        <Text size="sm" c="gray.7" pr="xs" data-testid="mail-domain">
          @{domain ?? "…"}
        </Text>
      }
      rightSectionWidth={Math.max(80, (domain?.length ?? 8) * 8 + 24)}
    />
  );
}

import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "#app/components/ui/tabs";
import { usePublicConfig } from "./use-public-config";

type Method = "email" | "phone";

// Email, and phone when the server can text codes: two tabs; otherwise the email form alone.
export function SignInMethods({
  label,
  email,
  phone,
}: {
  label: string;
  email: React.ReactNode;
  phone: React.ReactNode;
}) {
  const config = usePublicConfig();
  const [method, setMethod] = useState<Method>("email");
  if (!config.data?.auth.phone) return <>{email}</>;
  return (
    <Tabs value={method} onValueChange={setMethod} className="grid gap-5">
      <TabList label={label} className="px-0">
        <Tab value="email">Email</Tab>
        <Tab value="phone">Phone</Tab>
      </TabList>
      <TabPanel value="email">{email}</TabPanel>
      <TabPanel value="phone">{phone}</TabPanel>
    </Tabs>
  );
}

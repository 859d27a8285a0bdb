import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/legal-page";

export const loader = () => ({ document: privacyPolicy });

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What our contact and booking forms collect, why, where it is stored, for how long, and how to have it deleted.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" path="/privacy-policy" document={loaderData.document} />;
}

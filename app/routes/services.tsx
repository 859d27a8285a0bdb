import type { Route } from "./+types/services";
import { servicesFaqs } from "~/content/faqs";
import { serviceGroups } from "~/content/services";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/page-hero";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { ServiceCards } from "~/components/sections/service-cards";
import { Section } from "~/components/ui/section";

export function loader() {
  return {
    groups: serviceGroups.map((group) => ({
      id: group.id,
      title: group.title,
      services: group.services.map(({ slug, title, icon, description, commonIssues }) => ({
        slug,
        title,
        icon,
        description,
        commonIssues,
      })),
    })),
    faqs: servicesFaqs,
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Refrigerator Repair Services in Tampa Bay",
    description:
      "Cooling problems, leaks, freezer frost, electrical faults, noises, odors and door seals: every refrigerator repair service we offer in Tampa Bay, with typical prices.",
    path: "/services",
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Refrigerator Repair Services"
        lead="Whatever your refrigerator is doing, or not doing, we have fixed it before. Choose a problem to see how we repair it and what it typically costs."
        crumbs={[{ to: "/services", label: "Services" }]}
      />
      {loaderData.groups.map((group, i) => (
        <Section key={group.id} id={`group-${group.id}`} title={group.title} tone={i % 2 ? "tint" : "white"}>
          <ServiceCards services={group.services} />
        </Section>
      ))}
      <Section id="faq" title="Frequently Asked Questions">
        <FaqList items={loaderData.faqs} />
      </Section>
      <CtaBand />
    </>
  );
}

import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";
import { useLocalePath, useUi } from "#app/components/i18n";

/** "Book online or call": the closing call to action of most pages, in the page's language. */
export function CtaBand({ title, text }: { title?: string; text?: string }) {
  const facts = useSiteFacts();
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    <section className="bg-brand-700 py-12 text-white" aria-label={ui.ctaBand.label}>
      <Container className="flex flex-col items-center gap-6 text-center">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">{title ?? ui.ctaBand.title}</h2>
          <p className="mt-2 text-lg text-brand-100">{text ?? ui.ctaBand.text}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={localePath("/book")}>
            <Icon name="calendar" />
            {ui.ctaBand.book}
          </ButtonLink>
          <CallButton line={facts.phones.main} variant="light" label={ui.call} />
        </div>
      </Container>
    </section>
  );
}

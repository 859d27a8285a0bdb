import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";

/** "Book online or call": the closing call to action of most pages. */
export function CtaBand({
  title = "Need your refrigerator fixed?",
  text = "Book online in two minutes or call us for same-day service.",
}: {
  title?: string;
  text?: string;
}) {
  const facts = useSiteFacts();
  return (
    <section className="bg-brand-700 py-12 text-white" aria-label="Book a repair">
      <Container className="flex flex-col items-center gap-6 text-center">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p className="mt-2 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/book">
            <Icon name="calendar" />
            Book Online
          </ButtonLink>
          <CallButton line={facts.phones.main} variant="light" />
        </div>
      </Container>
    </section>
  );
}

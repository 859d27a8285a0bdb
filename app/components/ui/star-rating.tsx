import { Icon } from "./icon";

/** 1-5 stars; the number is spelled out for screen readers (`label`: "Rated 5 out of 5"). */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          name="star"
          className={`size-5 ${n <= rating ? "fill-accent-400 text-accent-500" : "fill-slate-200 text-slate-300"}`}
        />
      ))}
    </p>
  );
}

import type { ReactNode } from "react";

/**
 * A customer's photo as its thumbnail, linking to the full size in a new tab (staff-only URLs:
 * app/routes/admin/photo/route.ts). The alt numbers it among the request's photos and leaves out the
 * customer's name, which the page or card already carries.
 */
export function PhotoThumbnail({
  id,
  n,
  of,
  width,
  height,
  className,
  lazy = false,
  children,
}: {
  id: number;
  n: number;
  of: number;
  width: number;
  height: number;
  className: string;
  lazy?: boolean;
  children?: ReactNode;
}) {
  return (
    <a href={`/admin/photos/${id}`} target="_blank" rel="noreferrer" className="block shrink-0">
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "photo" is what it is: the customer's own photo n of m */}
      <img
        src={`/admin/photos/${id}?size=thumbnail`}
        alt={`Photo ${n} of ${of} sent by the customer`}
        width={width}
        height={height}
        loading={lazy ? "lazy" : undefined}
        decoding={lazy ? "async" : undefined}
        className={className}
      />
      {children}
    </a>
  );
}

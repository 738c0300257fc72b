/** The other member's picture as the server allows it, else their initial. */
export function MemberAvatar({
  name,
  picture,
  blurred,
  alt,
  size = 'size-12',
}: {
  name: string;
  picture: string | null;
  blurred: boolean;
  alt: string;
  size?: string;
}) {
  if (picture)
    return (
      <img
        src={picture}
        alt={alt}
        className={`${size} shrink-0 rounded-full object-cover ring-2 ring-gold-200 ${blurred ? 'blur-[2px]' : ''}`}
      />
    );
  return (
    <span
      role="img"
      aria-label={alt}
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-maroon-700 font-semibold text-white`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

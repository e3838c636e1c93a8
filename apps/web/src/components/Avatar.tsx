export function Avatar({ src, size = 'size-9' }: { src: string | null | undefined; size?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${size} block shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden
      className={`${size} block shrink-0 rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-400`}
    />
  );
}

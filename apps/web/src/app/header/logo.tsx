import { useId } from 'react';

/** The star of the Gemilang mark ("gemilang" is Malay for brilliant), the same as the favicon. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FBD56B" />
          <stop offset="1" stopColor="#D9A621" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#141B2D" stroke="#2A3556" />
      <path
        d="M32 8l6.9 15.2L55 25l-12 11.3L46.2 53 32 44.8 17.8 53 21 36.3 9 25l16.1-1.8z"
        fill={`url(#${gradient})`}
      />
    </svg>
  );
}

/**
 * The wordmark: the star and "Gemilang" set in the site's own font with a gold gradient. It is artwork,
 * so it is hidden from assistive technology; the link around it carries the accessible name.
 */
export function Logo({ height = 36 }: { height?: number }) {
  const gradient = useId();
  const width = Math.round((height * 172) / 40);
  return (
    <svg width={width} height={height} viewBox="0 0 172 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FCE08A" />
          <stop offset="1" stopColor="#E0AE2C" />
        </linearGradient>
      </defs>
      <path
        d="M20 3l4.3 9.5 10.1 1.1-7.5 7.1 2 10.4L20 26l-8.9 5.1 2-10.4-7.5-7.1 10.1-1.1z"
        fill={`url(#${gradient})`}
      />
      <text
        x="42"
        y="28"
        fill={`url(#${gradient})`}
        fontFamily="'Inter Variable', ui-sans-serif, system-ui, sans-serif"
        fontSize="23"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        Gemilang
      </text>
    </svg>
  );
}

/** The platform's neutral logo, shown when a partner has no design (or the host has no partner). */
export function DefaultLogo({ height = 48 }: { height?: number }) {
  return (
    <svg data-testid="default-logo" role="img" aria-label="Energieportal" height={height} width={(height * 220) / 48} viewBox="0 0 220 48" xmlns="http://www.w3.org/2000/svg">
      <rect x="2" y="4" width="40" height="40" rx="10" fill="var(--portal-primary, #3F56D1)" />
      <path d="M25 9 L13 27 h9 l-3 12 l13 -19 h-9 z" fill="var(--portal-primary-foreground, #fff)" />
      <text x="52" y="31" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="600" fill="#1C2127">
        Energieportal
      </text>
    </svg>
  );
}

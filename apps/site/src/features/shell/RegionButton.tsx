import { Button, Flag } from '@croupier/ui';
import { merchantCode } from '@/shared/merchant';

/** Spec §2 header: the region switch shows the current merchant's flag (each merchant is one country). */
export function RegionButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="small" aria-label={label} onClick={onClick}>
      <Flag code={merchantCode()} decorative size="large" />
    </Button>
  );
}

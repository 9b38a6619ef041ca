import { IconBolt, IconCircleCheck, IconCircleDashed, IconStar, IconStarFilled } from '@tabler/icons-react';

type Flag = 'active' | 'favourite' | 'quick';

const ICON_SIZE = 18;

/** A yes/no column of a list as an icon; its label says what it means, so screen readers read the flag. */
export function FlagIcon({ flag, on }: { flag: Flag; on: boolean }) {
  const common = { size: ICON_SIZE, role: 'img', stroke: 1.8 } as const;
  switch (flag) {
    case 'active':
      return on ? (
        <IconCircleCheck {...common} aria-label="Active" color="var(--mantine-color-teal-7)" />
      ) : (
        <IconCircleDashed {...common} aria-label="Inactive" color="var(--mantine-color-gray-5)" />
      );
    case 'favourite':
      return on ? (
        <IconStarFilled {...common} aria-label="Favourite" color="var(--mantine-color-yellow-6)" />
      ) : (
        <IconStar {...common} aria-label="Not favourite" color="var(--mantine-color-gray-4)" />
      );
    case 'quick':
      return on ? (
        <IconBolt {...common} aria-label="Quick Transaction" color="var(--mantine-color-hearth-7)" />
      ) : (
        <IconBolt {...common} aria-label="No Quick Transaction" color="var(--mantine-color-gray-3)" />
      );
  }
}

import {
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Menu } from '@mantine/core';

/** Which item takes the focus when the menu opens. */
type OpenAt = 'first' | 'last';

interface HeaderMenuProps {
  /** The button that opens the menu (a Mantine Button); it gets the menu button's keys and state. */
  target: ReactElement<{ ref?: Ref<HTMLButtonElement>; onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }>;
  width: number;
  position: 'bottom-start' | 'bottom-end';
  /** The Menu.Item and Menu.Divider elements. */
  children: ReactNode;
}

/** Gives the focus to the menu's first or last item, once the menu is shown. */
function focusItem(dropdown: HTMLElement | null, at: OpenAt | null): void {
  const items = [...(dropdown?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])') ?? [])];
  (at === 'first' ? items[0] : at === 'last' ? items.at(-1) : undefined)?.focus();
}

/**
 * A menu of the header, as the WAI-ARIA menu button pattern has it: the button says it opens a menu and
 * whether it is open; Enter, Space and Down open it on its first item, Up on its last; the arrows, Home
 * and End move between items, Enter and Space follow one; Escape closes it and goes back to the button,
 * and Tab moves on past it. The menu follows its button in the page (no portal), so that the keyboard's
 * order and the page's landmarks hold while it is open.
 */
export function HeaderMenu({ target, width, position, children }: HeaderMenuProps) {
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const dropdown = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const opened = openAt !== null;

  // The menu appears a frame after it opens (its transition): its item takes the focus once it is there.
  const openAtRef = useRef(openAt);
  openAtRef.current = openAt;
  const dropdownMounted = useCallback((node: HTMLDivElement | null) => {
    dropdown.current = node;
    if (node) focusItem(node, openAtRef.current);
  }, []);
  // Opened again on its other end (Up after Down) while already shown.
  useEffect(() => focusItem(dropdown.current, openAt), [openAt]);

  const close = (focusButton: boolean) => {
    setOpenAt(null);
    if (focusButton) button.current?.focus();
  };

  const keyOnButton = (event: KeyboardEvent<HTMLElement>) => {
    target.props.onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && opened) {
      event.preventDefault();
      close(true);
    }
  };

  const keyInMenu = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === ' ' && event.target instanceof HTMLElement && event.target.role === 'menuitem') {
      // A link does not follow itself on Space as a button does; a menu item does either way.
      event.preventDefault();
      event.target.click();
    }
  };

  // Tab (or a click elsewhere) takes the focus out of the menu: it closes, and the focus stays where it went.
  const leaveMenu = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (dropdown.current?.contains(next) || button.current?.contains(next))) return;
    close(false);
  };

  return (
    <Menu
      opened={opened}
      onChange={(open) => setOpenAt(open ? 'first' : null)}
      position={position}
      shadow="md"
      width={width}
      withinPortal={false}
      trapFocus={false}
      returnFocus={false}
      closeOnEscape={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* Mantine's Target toggles on click (Enter and Space click a button) and sets aria-haspopup and aria-expanded. */}
        {cloneElement(target, { ref: button, onKeyDown: keyOnButton })}
      </Menu.Target>
      <Menu.Dropdown ref={dropdownMounted} onKeyDown={keyInMenu} onBlur={leaveMenu}>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}

import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * A header menu (Radix DropdownMenu) whose code is not part of the first script (ADR 043: on a phone the
 * language menu's 40 KB were fetched and run before the banner was drawn). Its trigger is the real button,
 * drawn at once with its name; the menu's body (Radix and its items) is asked for on the first sign of
 * intent (the pointer over it, focus, a press) and wraps that same trigger once it arrives.
 *
 * The open state belongs to the trigger, not to the body: a press made before the body arrives opens the
 * menu when it does, however the body's first render is sliced (ADR 041), because the body reads the state
 * the press set instead of catching the press itself.
 */

/** What a menu's body receives: the trigger to wrap (`DropdownMenu.Trigger asChild`) and the open state. */
export interface MenuBodyProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A menu's body, loaded once for every trigger that shows it. */
export interface MenuBody<P> {
  load(): Promise<ComponentType<MenuBodyProps & P>>;
  /** The body once it has arrived, so a trigger drawn later (after a sign-in) wraps it at once. */
  loaded(): ComponentType<MenuBodyProps & P> | null;
}

/** `load` is the body's dynamic import, asked for at most once (a failure is asked again on the next intent). */
export function menuBody<P = object>(load: () => Promise<ComponentType<MenuBodyProps & P>>): MenuBody<P> {
  let body: ComponentType<MenuBodyProps & P> | null = null;
  let pending: Promise<ComponentType<MenuBodyProps & P>> | null = null;
  return {
    load() {
      pending ??= load().then(
        (loaded) => {
          body = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => body,
  };
}

type Props<P> = {
  body: MenuBody<P>;
  /** The trigger's accessible name, when its content does not say it (a flag, an icon). */
  label?: string;
  className: string;
  /** The trigger's content. */
  children: ReactNode;
} & ([keyof P] extends [never] ? { props?: P } : { props: P });

export function LazyMenu<P = object>({ body, label, className, children, props }: Props<P>) {
  const [Body, setBody] = useState(() => body.loaded());
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** Whether the trigger had the focus when the body took it over: the new button gets it back. */
  const refocus = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ask = () => {
    if (Body) return;
    body.load().then(
      (loaded) => {
        if (!mounted.current) return;
        refocus.current = document.activeElement === button.current && button.current !== null;
        setBody(() => loaded);
      },
      () => {
        // The trigger stays; the next intent asks again (a reload offer would be too much for a menu).
      },
    );
  };

  useLayoutEffect(() => {
    if (Body && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [Body]);

  const trigger = (
    <button ref={button} type="button" aria-label={label} className={className}>
      {children}
    </button>
  );
  if (Body) return <Body {...(props as P)} trigger={trigger} open={open} onOpenChange={setOpen} />;

  // Before the body arrives: the presses Radix's trigger answers, answered the same way (a toggle), kept here.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    ask();
    if (event.button === 0 && !event.ctrlKey) setOpen((was) => !was);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') setOpen((was) => !was);
    else if (event.key === 'ArrowDown') setOpen(true);
    else return;
    ask();
    event.preventDefault();
  };
  return (
    <button
      ref={button}
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerEnter={ask}
      onFocus={ask}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}

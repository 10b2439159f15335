import { ChevronDown, CircleUserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from '../../lib/router';
import type { AuthUser } from '../../../shared/schemas/auth';
import { buttonClasses } from '../ui/button';
import { useSignOutAndGoHome } from '../../lib/auth/use-sign-out-and-go-home';
import { RichText } from '../../lib/rich-text';
import { m } from '../../../shared/i18n/paraglide/messages.js';

const ITEM =
  'flex w-full cursor-pointer items-center rounded-sm px-3 py-2 text-sm text-gray-800 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

/**
 * Departure 5: the signed-in member's menu in the navigation bar. Radix gives the menu-button pattern
 * (aria-haspopup, arrow keys, Escape, focus return). Non-modal: the modal menu's scroll lock injects a
 * <style> element that the CSP refuses (docs/decisions/006).
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const signOut = useSignOutAndGoHome();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'max-w-48' })}>
        <CircleUserRound aria-hidden="true" className="size-5 text-blue-600" />
        <span className="truncate">{user.firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-gray-600">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          {user.isPaidMember && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/profile">{m.shell_my_profile()}</Link>
            </DropdownMenu.Item>
          )}
          {user.isPaidMember && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/matches">{m.shell_my_matches()}</Link>
            </DropdownMenu.Item>
          )}
          {user.isPaidMember && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/applications">{m.shell_applications()}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/account">{m.shell_account()}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            {m.shell_sign_out()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same choices in the mobile drawer, which is already a menu: no second pop-up inside it. */
export function MemberDrawerLinks({ user, onNavigate }: { user: AuthUser; onNavigate?: () => void }) {
  const signOut = useSignOutAndGoHome();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 px-1 pb-1 text-sm text-gray-700">
        <CircleUserRound aria-hidden="true" className="size-5 text-blue-600" />
        <span className="truncate">
          <RichText
            text={m.shell_signed_in_as({ name: user.firstName })}
            tags={{ name: (words) => <span className="font-semibold text-gray-900">{words}</span> }}
          />
        </span>
      </p>
      {user.isPaidMember && (
        <Link to="/profile" onClick={onNavigate} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {m.shell_my_profile()}
        </Link>
      )}
      {user.isPaidMember && (
        <Link to="/matches" onClick={onNavigate} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {m.shell_my_matches()}
        </Link>
      )}
      {user.isPaidMember && (
        <Link to="/applications" onClick={onNavigate} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {m.shell_applications()}
        </Link>
      )}
      <Link to="/account" onClick={onNavigate} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        {m.shell_account()}
      </Link>
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() => {
          signOut.mutate();
          onNavigate?.();
        }}
        className={buttonClasses({ variant: 'ghost', size: 'lg' })}
      >
        {m.shell_sign_out()}
      </button>
    </div>
  );
}

/**
 * Links into the site around the profile, as the page's brand serves it: the
 * uhc brand lives under /medicare (spec §1), so every site path a component
 * links or navigates to goes through `useSitePath`. `SiteLink` is a plain <a>
 * doing that; LinkButton does it too.
 */
import { useAtomValue } from 'jotai';
import { useCallback, type AnchorHTMLAttributes, type Ref } from 'react';
import { brandPath } from '../../domain/brand';
import { configAtom } from '../../state/config';

export function useSitePath(): (path: string) => string {
  const { brand } = useAtomValue(configAtom);
  return useCallback((path: string) => brandPath(brand, path), [brand]);
}

export function SiteLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  const sitePath = useSitePath();
  return <a {...rest} href={href === undefined ? undefined : sitePath(href)} />;
}

import { Link, type LinkProps } from 'react-router-dom';
import './TextLink.css';

/** A link to another page of the app, in the design system's look rather than the browser's blue underline. */
export function TextLink({ className, ...rest }: LinkProps) {
  return <Link {...rest} className={['ui-text-link', className].filter(Boolean).join(' ')} />;
}

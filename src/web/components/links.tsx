/** Mantine buttons and anchors as typed router links (route paths and search params checked by TypeScript). */
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorAttrs = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttrs>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const PlainAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttrs>((props, ref) => (
  <Anchor ref={ref} {...props} />
));

const CreatedButtonLink = createLink(ButtonAnchor);
const CreatedAnchorLink = createLink(PlainAnchor);

export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
export const AnchorLink: LinkComponent<typeof PlainAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

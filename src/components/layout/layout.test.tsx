import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Inline, Stack } from './index';

describe('layout primitives', () => {
  it('a Box renders the element it is asked for, with its own attributes and class kept', () => {
    render(
      <Box as="section" aria-label="Holdings" className="host-class" padding="lg" background="surface">
        content
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Holdings' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass('host-class');
    expect(section.classList.length).toBeGreaterThan(1);
  });

  it('a Box with no layout props renders a plain div with no class attribute', () => {
    render(<Box data-testid="plain">x</Box>);
    expect(screen.getByTestId('plain').tagName).toBe('DIV');
    expect(screen.getByTestId('plain')).not.toHaveAttribute('class');
  });

  it('different spaces give different classes, the same space the same one', () => {
    render(
      <>
        <Stack space="sm" data-testid="a" />
        <Stack space="lg" data-testid="b" />
        <Stack space="sm" data-testid="c" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
    expect(screen.getByTestId('a').className).toBe(screen.getByTestId('c').className);
  });

  it('a responsive value adds a class for each width it names', () => {
    render(
      <>
        <Box gap="sm" data-testid="one" />
        <Box gap={{ mobile: 'sm', desktop: 'lg' }} data-testid="two" />
      </>,
    );
    const one = [...screen.getByTestId('one').classList];
    const two = [...screen.getByTestId('two').classList];
    expect(two).toEqual(expect.arrayContaining(one));
    expect(two.length).toBeGreaterThan(one.length);
  });

  it('an Inline can be a list, and keeps its items in source order', () => {
    render(
      <Inline as="ul" space="sm" aria-label="Terms">
        <li>Flexible</li>
        <li>7 d</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Terms' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Flexible', '7 d']);
    expect(list.tagName).toBe('UL');
  });
});

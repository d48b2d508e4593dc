// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MultilineText } from '../../src/lib/components/multiline-text';

describe('MultilineText', () => {
  it("turns the spec's <br> into a line break", () => {
    const { container } = render(
      <p>
        <MultilineText text={"TAG E200 già inserito.<br>Controllare prima di fare l'assegnazione!"} />
      </p>,
    );
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.textContent).toBe("TAG E200 già inserito.Controllare prima di fare l'assegnazione!");
  });

  it('shows a hostile code as its characters, never as HTML', () => {
    const code = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <p>
        <MultilineText text={`Codice letto: ${code}`} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(`Codice letto: ${code}`);
  });
});

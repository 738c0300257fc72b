// React's act() warns unless told the test environment drives it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdTaps, type HeldTaps } from './taps';

/** A part a visitor acts on: a counter button, a controlled choice, a form that reports what it sent. */
function Part({ sent, onHydrated }: { sent: string[]; onHydrated: () => void }) {
  const [count, setCount] = useState(0);
  const [religion, setReligion] = useState('');
  const [agreed, setAgreed] = useState(false);
  useEffect(onHydrated, [onHydrated]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(`${religion}/${agreed}`);
  };
  return (
    <form onSubmit={submit}>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        tapped {count}
      </button>
      <select aria-label="religion" value={religion} onChange={(e) => setReligion(e.target.value)}>
        <option value="">Choose</option>
        <option value="Hindu">Hindu</option>
      </select>
      <input type="checkbox" aria-label="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <a href="#elsewhere">a link</a>
      <button type="submit">Search</button>
    </form>
  );
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  roots = [];
  document.body.innerHTML = '';
});

/** The page as the build wrote it: the part's HTML inside an island mark, and a button outside. */
function pageAhead(sent: string[]) {
  const root = document.createElement('div');
  root.innerHTML = `<div data-island="part">${renderToString(<Part sent={sent} onHydrated={() => undefined} />)}</div><button type="button" id="outside">outside</button>`;
  document.body.append(root);
  const part = root.querySelector<HTMLElement>('[data-island]')!;
  return {
    root,
    part,
    button: part.querySelector('button')!,
    select: part.querySelector('select')!,
    form: part.querySelector('form')!,
  };
}

async function hydrate(part: HTMLElement, held: HeldTaps, sent: string[]) {
  let hydrated = false;
  await act(async () => {
    roots.push(hydrateRoot(part, <Part sent={sent} onHydrated={() => void (hydrated = true)} />));
  });
  expect(hydrated).toBe(true);
  await act(async () => held.replayWithin(part));
}

function click(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('taps held until a page is hydrated', () => {
  it('does a button tapped twice before hydration twice after it', async () => {
    const sent: string[] = [];
    const { root, part, button } = pageAhead(sent);
    const held = holdTaps(root);
    expect(click(button).defaultPrevented).toBe(true);
    click(button);
    expect(button.textContent).toBe('tapped 0');
    await hydrate(part, held, sent);
    expect(button.textContent).toBe('tapped 2');
    // Once hydrated, a tap is the part's own.
    await act(async () => void click(button));
    expect(button.textContent).toBe('tapped 3');
  });

  it('keeps what was chosen and ticked before hydration, and sends the form it was sent with', async () => {
    const sent: string[] = [];
    const { root, part, select, form } = pageAhead(sent);
    const held = holdTaps(root);
    select.value = 'Hindu';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const agree = part.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    agree.click();
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type=submit]')!);
    expect(sent).toEqual([]);
    await hydrate(part, held, sent);
    expect(select.value).toBe('Hindu');
    expect(agree.checked).toBe(true);
    expect(sent).toEqual(['Hindu/true']);
  });

  it('gives back every field of a form whose fields share one state, as a birth chart’s do', async () => {
    /** Each field's change is made to the whole value as last drawn, not to the latest one. */
    function Birth({ onHydrated }: { onHydrated: () => void }) {
      const [value, setValue] = useState({ date: '', time: '' });
      useEffect(onHydrated, [onHydrated]);
      return (
        <p>
          <input aria-label="date" value={value.date} onChange={(e) => setValue({ ...value, date: e.target.value })} />
          <input aria-label="time" value={value.time} onChange={(e) => setValue({ ...value, time: e.target.value })} />
          <output>{`${value.date} ${value.time}`}</output>
        </p>
      );
    }
    const root = document.createElement('div');
    root.innerHTML = `<div data-island="birth">${renderToString(<Birth onHydrated={() => undefined} />)}</div>`;
    document.body.append(root);
    const part = root.querySelector<HTMLElement>('[data-island]')!;
    const held = holdTaps(root);
    for (const [label, value] of [
      ['date', '1990-05-15'],
      ['time', '06:30'],
    ]) {
      const field = part.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
      field.value = value!;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await act(async () => {
      roots.push(hydrateRoot(part, <Birth onHydrated={() => undefined} />));
    });
    await act(async () => held.replayWithin(part));
    expect(part.querySelector('output')!.textContent).toBe('1990-05-15 06:30');
  });

  it('lets a link work by itself', () => {
    const { root, part } = pageAhead([]);
    holdTaps(root);
    expect(click(part.querySelector('a')!).defaultPrevented).toBe(false);
  });

  it('on a page of islands, holds only inside them, and lets go of a tap held elsewhere before it knew', async () => {
    const sent: string[] = [];
    const { root, part, button } = pageAhead(sent);
    const outside = root.querySelector<HTMLButtonElement>('#outside')!;
    const taps: string[] = [];
    outside.addEventListener('click', () => taps.push('outside'));
    const held = holdTaps(root);
    click(outside);
    expect(taps).toEqual([]);
    const touched: Element[] = [];
    await held.follow({ holds: (t) => t.closest('[data-island]') !== null, touched: (t) => void touched.push(t) });
    expect(taps).toEqual(['outside']);
    expect(click(outside).defaultPrevented).toBe(false);
    expect(taps).toEqual(['outside', 'outside']);
    click(button);
    expect(touched).toEqual([button]);
    await hydrate(part, held, sent);
    expect(button.textContent).toBe('tapped 1');
  });

  it('holds nothing once stopped', () => {
    const { root, button } = pageAhead([]);
    const held = holdTaps(root);
    held.stop();
    expect(click(button).defaultPrevented).toBe(false);
  });
});

/** Backgrounds white letters read well on (4.5:1 or better), one picked per person. */
const COLOURS = ['bg-emerald-700', 'bg-sky-700', 'bg-violet-700', 'bg-rose-700', 'bg-amber-800', 'bg-teal-700', 'bg-indigo-700', 'bg-fuchsia-800'];

/** The first letter of the first and the last word: "Nusrat Jahan" is NJ, "রাকিব হাসান" is রহ (letters, not their vowel signs). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word = '') => Array.from(word)[0] ?? '';
  return (first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '')).toLocaleUpperCase();
}

/** A person without a photo (issue 17): their initials on a circle whose colour is always the same for them. */
export function Initials({ name, seed, className = '' }: { name: string; seed: string; className?: string }) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-semibold text-white ${COLOURS[hash % COLOURS.length]} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}

import { CAROUSEL_SLIDE_MS } from '@volunteering/shared/constants';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { SLIDE_SIZES, pictureSources } from '@volunteering/shared/image-sources';
import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';
import { PicturePlaceholder } from '../../../components/ui/picture-placeholder.tsx';
import { Link } from '../../../lib/router.tsx';
import { useCarousel } from '../hooks/use-carousel.ts';
import { pagePath } from '@volunteering/shared/pages';

/** One height for the slides and every stand-in, so nothing below moves when the events arrive. */
const FRAME = 'relative h-[26rem] w-full overflow-hidden rounded-box sm:h-[28rem] lg:h-[34rem]';

type EventsCarouselProps = {
  events: VolunteerEvent[];
};

export function EventsCarousel({ events }: EventsCarouselProps) {
  const t = useTexts(homeTexts);
  const trackId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useCarousel({ count: events.length, interacting: hovered || focused });
  const total = events.length;
  const track = useRef<HTMLDivElement>(null);

  // Set through the DOM, not a style attribute: markup from the server may not carry inline styles
  // (the Content-Security-Policy allows none), and the first slide needs no offset anyway.
  useLayoutEffect(() => {
    if (!track.current) return;
    track.current.style.transitionDuration = `${CAROUSEL_SLIDE_MS}ms`;
    track.current.style.transform = `translateX(-${carousel.index * 100}%)`;
  }, [carousel.index]);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      aria-roledescription={t.carouselRole}
      aria-label={t.carouselLabel}
      className={`${FRAME} bg-neutral`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div
        id={trackId}
        ref={track}
        // Announcing every automatic change would talk over the page; moves made while paused are announced.
        aria-live={carousel.advancing ? 'off' : 'polite'}
        className="flex h-full transition-transform ease-in-out motion-reduce:transition-none"
      >
        {events.map((event, position) => {
          const current = position === carousel.index;
          return (
            <div
              key={event._id}
              role="group"
              aria-roledescription={t.slideRole}
              aria-label={t.slideLabel(position + 1, total)}
              aria-hidden={!current}
              inert={!current}
              // Clipped: the picture's blurred stand-in is drawn larger than the slide, and the next
              // slide's would show as a strip at this one's edge (issue 37).
              className="relative h-full w-full shrink-0 overflow-hidden"
            >
              <SlidePicture src={event.imageUrl} placeholder={event.imagePlaceholder} title={event.title} first={position === 0} />
              <div className="absolute inset-0 bg-linear-to-t from-black/90 via-black/60 to-black/20" />
              <div className="relative flex h-full max-w-3xl flex-col justify-end gap-3 p-5 pb-20 text-white sm:p-10 sm:pb-24">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="badge badge-primary font-semibold">{t.upcomingTag}</span>
                  <EventStatusBadge event={event} />
                </div>
                <h2 className="line-clamp-2 text-2xl leading-tight font-bold sm:text-4xl lg:text-5xl">{event.title}</h2>
                <p className="line-clamp-3 text-white/90 sm:text-lg">{event.description}</p>
                <Link to={pagePath('eventDetails', { id: event._id })} className="btn btn-primary mt-1 self-start">
                  {t.joinEvent}
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      {total > 1 && (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 px-4 py-4 sm:px-10">
          <div className="flex items-center gap-1">
            {carousel.canRotate && (
              <ControlButton label={carousel.rotating ? t.pauseRotation : t.resumeRotation} onClick={carousel.toggleRotation}>
                {carousel.rotating ? <path d="M9 6v12M15 6v12" /> : <path d="m8 5 11 7-11 7Z" />}
              </ControlButton>
            )}
            <div role="group" aria-label={t.slideControls} className="flex items-center">
              {events.map((event, position) => {
                const current = position === carousel.index;
                return (
                  <button
                    key={event._id}
                    type="button"
                    aria-label={t.goToSlide(position + 1)}
                    aria-controls={trackId}
                    aria-current={current || undefined}
                    onClick={() => carousel.goTo(position)}
                    className="group grid size-7 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
                  >
                    <span
                      className={`block h-2.5 rounded-full border border-white transition-all motion-reduce:transition-none ${
                        current ? 'w-6 bg-white' : 'w-2.5 bg-white/30 group-hover:bg-white/70'
                      }`}
                    />
                  </button>
                );
              })}
            </div>
          </div>
          <div className="flex items-center gap-2">
            <ControlButton label={t.previousSlide} controls={trackId} onClick={() => carousel.step(-1)}>
              <path d="m15 18-6-6 6-6" />
            </ControlButton>
            <ControlButton label={t.nextSlide} controls={trackId} onClick={() => carousel.step(1)}>
              <path d="m9 18 6-6-6-6" />
            </ControlButton>
          </div>
        </div>
      )}
    </section>
  );
}

type ControlButtonProps = {
  label: string;
  controls?: string;
  onClick: () => void;
  children: ReactNode;
};

function ControlButton({ label, controls, onClick, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className="btn btn-circle btn-sm border-white/40 bg-black/50 text-white hover:bg-black/75 focus-visible:outline-white"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}

export function CarouselSkeleton() {
  const t = useTexts(homeTexts);
  return (
    <div className={`${FRAME} skeleton`} aria-busy="true">
      <p role="status" className="sr-only">
        {t.loadingEvents}
      </p>
    </div>
  );
}

type CarouselMessageProps = {
  children: ReactNode;
};

/** Error and empty states keep the carousel's footprint. */
export function CarouselMessage({ children }: CarouselMessageProps) {
  return <div className={`${FRAME} grid place-items-center border border-base-300 bg-base-200 p-4 sm:p-10`}>{children}</div>;
}

/** A slide's picture; when its address fails, a drawn backdrop instead of a broken picture (the title names the event). */
function SlidePicture({ src, placeholder, title, first }: { src: string; placeholder?: string; title: string; first: boolean }) {
  const { failed, ref, onError } = useImageFallback(src);
  if (failed) {
    return <div className="absolute inset-0 bg-linear-to-br from-primary via-neutral to-secondary" aria-hidden="true" />;
  }
  return (
    <>
      <PicturePlaceholder src={placeholder} />
      <img
        ref={ref}
        src={src}
        {...pictureSources(src, SLIDE_SIZES)}
        alt={title}
        width={1280}
        height={720}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        onError={onError}
        className="absolute inset-0 h-full w-full object-cover"
      />
    </>
  );
}

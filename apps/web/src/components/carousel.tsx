import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import SlickSlider from 'react-slick';
import 'slick-carousel/slick/slick.css';

/*
 * react-slick is CommonJS with an `exports.default`: Jest hands that default over, but the Vite
 * build hands over the whole module object, which React cannot render (minified error #130).
 */
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

/** Spec, section 9: the carousels move in 500 ms. */
const SLIDE_SPEED_MS = 500;

/** Fewer slides at and below a window width, like react-slick's `responsive` breakpoints. */
export interface CarouselBreakpoint {
  breakpoint: number;
  slidesToShow: number;
}

interface CarouselProps {
  /** Names the carousel for screen readers, e.g. the section's heading. */
  label: string;
  children: ReactNode;
  slidesToShow?: number;
  /** Each applies at and below its width; keep the array stable (a module constant). */
  responsive?: readonly CarouselBreakpoint[];
  autoplay?: boolean;
  autoplaySpeed?: number;
  /** Controls on a dark background are drawn in white. */
  tone?: 'light' | 'dark';
  /** Cross-fade one slide into the next instead of sliding (a bike's photos). */
  fade?: boolean;
}

/**
 * react-slick with what it lacks for keyboards and screen readers: Portuguese controls, dots that
 * say which slide is shown, hidden slides taken out of the tab order, and autoplay that stops
 * while the pointer or the focus is inside (and for visitors who ask for reduced motion).
 */
export function Carousel({
  label,
  children,
  slidesToShow = 1,
  responsive = NO_BREAKPOINTS,
  autoplay = false,
  autoplaySpeed = 6000,
  tone = 'light',
  fade = false,
}: CarouselProps) {
  const sliderRef = useRef<SlickSlider>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slideCount = Children.count(children);
  const shown = useSlidesToShow(slidesToShow, responsive);
  const plays = autoplay && !reducedMotion;
  const running = plays && !pausedByUser && !hovered && !focused;

  useEffect(() => {
    if (!plays) return;
    if (running) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [plays, running]);

  useInertHiddenSlides(regionRef);

  const onBlur = (event: FocusEvent) => {
    if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const controls = (dots: ReactNode) => (
    <Box>
      <IconButton aria-label="Anterior" size="small" onClick={() => sliderRef.current?.slickPrev()}>
        <ChevronLeftIcon />
      </IconButton>
      <Box component="ul">{dots}</Box>
      <IconButton aria-label="Seguinte" size="small" onClick={() => sliderRef.current?.slickNext()}>
        <ChevronRightIcon />
      </IconButton>
      {plays && (
        <IconButton
          aria-label={pausedByUser ? 'Retomar a passagem automática' : 'Parar a passagem automática'}
          size="small"
          onClick={() => setPausedByUser((paused) => !paused)}
        >
          {pausedByUser ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
      )}
    </Box>
  );

  return (
    <Box
      ref={regionRef}
      // A group, not a region: the carousel sits inside a section already named by its heading.
      role="group"
      aria-roledescription="carrossel"
      aria-label={label}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={carouselStyles(tone)}
    >
      <Slider
        ref={sliderRef}
        fade={fade}
        slidesToShow={shown}
        slidesToScroll={1}
        infinite={slideCount > shown}
        speed={SLIDE_SPEED_MS}
        autoplay={plays}
        autoplaySpeed={autoplaySpeed}
        pauseOnHover={false}
        arrows={false}
        dots
        beforeChange={(_, next) => setCurrent(next)}
        appendDots={controls}
        customPaging={(index) => (
          <button type="button" aria-label={`Diapositivo ${index + 1} de ${slideCount}`} aria-current={index === current} />
        )}
      >
        {/* react-slick styles and retabs each child; a plain wrapper keeps that off the cards. */}
        {Children.map(children, (slide) => (
          <div className="carousel-slide">{slide}</div>
        ))}
      </Slider>
    </Box>
  );
}

const NO_BREAKPOINTS: readonly CarouselBreakpoint[] = [];

/**
 * The slides to show at the window's width. react-slick 0.31's own `responsive` setting only
 * reacts to a resize, so a phone would open the page with the desktop's four slides.
 */
function useSlidesToShow(base: number, breakpoints: readonly CarouselBreakpoint[]): number {
  const narrowestFirst = useMemo(() => [...breakpoints].sort((a, b) => a.breakpoint - b.breakpoint), [breakpoints]);
  const current = useCallback(
    () => narrowestFirst.find(({ breakpoint }) => window.innerWidth <= breakpoint)?.slidesToShow ?? base,
    [base, narrowestFirst],
  );
  // The web server cannot know the width: it renders for a phone, where most visitors are.
  const onServer = useCallback(() => narrowestFirst[0]?.slidesToShow ?? base, [base, narrowestFirst]);
  return useSyncExternalStore(subscribeToResize, current, onServer);
}

function subscribeToResize(onResize: () => void) {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/**
 * react-slick marks the slides out of view aria-hidden, but their links stay focusable; `inert`
 * takes them out of the tab order too, and follows every move of the carousel.
 */
function useInertHiddenSlides(regionRef: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const sync = () => {
      for (const slide of region.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(region, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [regionRef]);
}

const GUTTER = 1.25;

function carouselStyles(tone: 'light' | 'dark') {
  const ink = tone === 'dark' ? 'common.white' : 'primary.main';
  return {
    // Equal-height slides, with a gutter between cards.
    // Room around the cards for their hover shadow, which the list would otherwise clip.
    '& .slick-list': { mx: -GUTTER, py: 1 },
    '& .slick-track': { display: 'flex' },
    '& .slick-slide': { height: 'auto', float: 'none', px: GUTTER },
    '& .slick-slide > div, & .carousel-slide': { height: '100%', verticalAlign: 'top' },
    '& .slick-dots': { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 2.5, color: ink },
    '& .slick-dots .MuiIconButton-root': { color: ink },
    '& .slick-dots ul': { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', m: 0, p: 0 },
    '& .slick-dots button[aria-current]': {
      width: 24,
      height: 24,
      p: 0,
      border: 0,
      bgcolor: 'transparent',
      cursor: 'pointer',
      display: 'grid',
      placeItems: 'center',
      borderRadius: '50%',
      '&::before': {
        content: '""',
        width: 10,
        height: 10,
        borderRadius: '50%',
        border: '2px solid',
        borderColor: ink,
        transition: 'background-color 200ms',
      },
      '&[aria-current="true"]::before': { bgcolor: ink },
      '&:focus-visible': { outline: '2px solid', outlineColor: ink },
    },
  } as const;
}

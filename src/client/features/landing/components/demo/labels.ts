import { localized } from '../../../../../shared/i18n/localized';
import { m } from '../../../../../shared/i18n/paraglide/messages.js';

/** The guided demo's words on buttons and notices (docs/product.md#guided-demo), read in the page's language. */
export const DEMO_LABELS = localized({
  sectionTitle: m.landing_demo_section_title,
  sectionSubtitle: m.landing_demo_section_subtitle,
  posterPlay: m.landing_demo_poster_play,
  posterTitle: m.landing_demo_poster_title,
  posterNote: m.landing_demo_poster_note,
  posterHelp: m.landing_demo_poster_help,
  loading: m.landing_demo_loading,
  loadFailed: m.landing_demo_load_failed,
  tryAgain: m.landing_demo_try_again,
  player: m.landing_demo_player,
  chapters: m.landing_demo_chapters,
  play: m.landing_demo_play,
  pause: m.landing_demo_pause,
  back: m.landing_demo_back,
  forward: m.landing_demo_forward,
  mute: m.landing_demo_mute,
  unmute: m.landing_demo_unmute,
  volume: m.landing_demo_volume,
  progress: m.landing_demo_progress,
  fullscreen: m.landing_demo_fullscreen,
  exitFullscreen: m.landing_demo_exit_fullscreen,
  close: m.landing_demo_close,
  getStarted: m.landing_demo_get_started,
  replay: m.landing_demo_replay,
  finished: m.landing_demo_finished,
});

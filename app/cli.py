"""The `stolik` command: the app by default, and games / verify / simulate / tournament / analyse / bench / replay / tutorial."""
from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, Sequence

from engine.kernel.canonical import JsonObject

if TYPE_CHECKING:
    from engine.kernel import GameConfig

VERIFY_LINE_LIMIT = 1_000
GAME_ID_CHARS = 40  # a game id typed on the command line, shortened when it is named back


def _cmd_verify(args: argparse.Namespace) -> int:
    from engine import catalogue
    from engine.kernel import SaveError
    from engine.kernel.untrusted import shown

    worst = 0
    for path in args.files:
        try:
            result = catalogue.load_save(path)
        except SaveError as exc:
            print(shown(exc, VERIFY_LINE_LIMIT))
            worst = 1
            continue
        notes = f" ({'; '.join(result.notes)})" if result.ok and result.notes else ""
        print(shown(f"{path}: {result.summary()}{notes}", VERIFY_LINE_LIMIT))
        worst = max(worst, 0 if result.ok else 1)
    return worst


def parse_options(pairs: Sequence[str]) -> JsonObject:
    """`KEY=VALUE` pairs; a VALUE that parses as JSON (true, false, numbers) is taken as such,
    so `shorter_game=false` really is False; anything else stays a string."""
    options: JsonObject = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option expects KEY=VALUE, got {pair!r}")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


def _game_and_options(args: argparse.Namespace, command: str) -> tuple[Any, JsonObject] | None:
    """The game and its `--option`s for a command that plays whole games, or None once the reason is printed."""
    from engine import games
    from engine.kernel import ConfigError, GameConfig

    try:
        game = games.get(args.game)
    except KeyError:
        print(f"stolik {command}: unknown game {args.game!r} (known: {', '.join(games.available())})", file=sys.stderr)
        return None
    try:
        options = parse_options(args.option)
        game.validate_config(GameConfig.quick(game.id, args.players, seed=args.seed, **options))
    except (ValueError, ConfigError) as exc:
        print(f"stolik {command}: {exc}", file=sys.stderr)
        return None
    return game, options


def _cmd_simulate(args: argparse.Namespace) -> int:
    from engine.simulate import simulate

    chosen = _game_and_options(args, "simulate")
    if chosen is None:
        return 2
    game, options = chosen
    report = simulate(game, args.players, args.games, args.seed, args.bot, options)
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:>22}: {value}")
    return 0 if report["invariant_violations"] == 0 and report["finished"] == report["games"] else 1


def _cmd_tournament(args: argparse.Namespace) -> int:
    from engine.bots import bot_names
    from engine.tournament import Table, run

    chosen = _game_and_options(args, "tournament")
    if chosen is None:
        return 2
    game, options = chosen
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    unknown = [b for b in bots if b not in bot_names(game.id)]
    if not bots or unknown:
        print(f"stolik tournament: unknown bot(s) {', '.join(unknown) or '(none given)'} for {game.id} "
              f"(known: {', '.join(bot_names(game.id))})", file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        width = 30
        bar = "#" * (width * done // total)
        print(f"\r{game.id} [{bar:<{width}}] {done}/{total}", end="" if done < total else "\n", file=sys.stderr,
              flush=True)

    table = Table(game.id, args.players, bots, args.seed, options, args.iterations)
    report = run(table, args.games, processes=args.processes, progress=None if args.quiet else progress)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{report['game']}, {report['players']} players, {report['games']} games, seed {report['seed']}, "
              f"{report['seconds']} s")
        for r in report["results"]:
            low, high = r["win_rate_95"]
            print(f"  {r['bot']:>12}: wins {r['win_rate']:.3f} (95 % {low:.3f}-{high:.3f}) over {r['seats_played']} "
                  f"seats, mean score {r['mean_score']}, decision {r['decision_ms_mean']} ms mean, "
                  f"{r['decision_ms_p99']} ms p99")
    return 0


def _cmd_analyse(args: argparse.Namespace) -> int:
    from engine import catalogue
    from engine.analysis import analyse, report
    from engine.kernel import SaveError
    from engine.kernel.untrusted import shown

    try:
        replay = catalogue.load_save(args.save)
    except SaveError as exc:
        print(shown(f"stolik analyse: {exc}", VERIFY_LINE_LIMIT), file=sys.stderr)
        return 2
    if not replay.ok:
        print(shown(f"stolik analyse: {args.save}: {replay.summary()}", VERIFY_LINE_LIMIT), file=sys.stderr)
        return 2
    session = replay.session
    if not 0 <= args.seat < session.config.players:
        print(f"stolik analyse: --seat {args.seat}: the game has seats 0-{session.config.players - 1}", file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        print(f"\ranalysing seat {args.seat}: {done}/{total} decisions", end="" if done < total else "\n",
              file=sys.stderr, flush=True)

    judged = analyse(session, args.seat, iterations=args.iterations, progress=None if args.quiet else progress)
    doc = report(session, args.seat, judged)
    worded = _worded_moves(session, args.seat, judged, args.lang)
    for move in (*doc["moves"], *doc["flagged"]):
        move["played_words"], move["best_words"] = worded[move["step"]]
    if args.json:
        print(json.dumps(doc))
        return 0
    counts = doc["counts"]
    print(f"{args.save}: seat {args.seat}, {doc['decisions']} decisions: {counts['blunder']} blunders, "
          f"{counts['mistake']} mistakes, {counts['inaccuracy']} inaccuracies")
    for move in doc["flagged"]:
        print(f"  step {move['step']}: {move['flag']}: played {move['played_words']} ({move['played_value']:.2f}), "
              f"better {move['best_words']} ({move['best_value']:.2f})")
    return 0


def _worded_moves(session: Any, seat: int, judged: list[Any], lang: str) -> dict[int, tuple[str, str]]:
    """Each judged step's played and better move in the game's own words, as the seat saw the position (the
    table words them without a window, as the replay viewer's analysis does)."""
    from app import i18n
    from app.games import table_class

    i18n.set_lang(lang)
    table = table_class(session.game.id)(session.game, session.config)
    worded = {}
    for j in judged:
        view = session.game.view(session.state_at(j.step), seat)
        worded[j.step] = (table.label_seen(j.played, view), table.label_seen(j.best, view))
    return worded


def games_report() -> JsonObject:
    """Every installed game's manifest facts, and every manifest that does not validate."""
    from engine import catalogue, games

    return {
        "games": [catalogue.describe(game_id) for game_id in games.installed()],
        "problems": [{"id": games.claimed_id(games.GAMES_DIR / e.path), "file": e.path, "key": e.key,
                      "expected": e.expected} for e in games.problems()],
    }


def _players(facts: JsonObject) -> str:
    least, most = facts["players"]["min"], facts["players"]["max"]
    return f"{least}–{most} players" if least != most else f"{least} player{'s' if least > 1 else ''}"


def _cmd_games(args: argparse.Namespace) -> int:
    report = games_report()
    from engine.kernel.untrusted import shown

    broken = BROKEN_INSTALL if report["problems"] else 0
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return broken
    for facts in report["games"]:
        traits = [_players(facts), facts["mode"], "hidden information" if facts["hidden_information"] else "open information"]
        print(f"{facts['id']}: {facts['name']['en']} ({', '.join(traits)})")
        for option in facts["options"]:
            limits = "" if option["players"] == facts["players"] else f", {_players(option)}"
            print(f"  option {option['id']} ({option['kind']}, default {json.dumps(option['default'])}{limits})")
        print(f"  bots: {', '.join(b['id'] for b in facts['bots'])}")
        print(f"  tutorials: {', '.join(facts['tutorials']) or 'none'}")
    for problem in report["problems"]:
        print(shown(f"{problem['id']}: cannot be offered: {problem['file']}: {problem['key']}: {problem['expected']}",
                    VERIFY_LINE_LIMIT))
    return broken


def _cmd_bench(args: argparse.Namespace) -> int:
    from app.bench import run_bench

    return run_bench(as_json=args.json, only=args.only)


def scenario_config(path: str) -> GameConfig | None:
    """The GameConfig a scenario file starts, read before any window opens; None after printing what
    is wrong with it (the file, the key, what was expected) to stderr."""
    from engine.kernel import StolikError
    from engine.kernel.untrusted import shown
    from engine.scenario import read_scenario

    try:
        return read_scenario(path).config()
    except StolikError as exc:
        print(shown(f"stolik play: {exc}", VERIFY_LINE_LIMIT), file=sys.stderr)
        return None


def replay_problem(path: str) -> str | None:
    """Why the viewer cannot open `path` (missing, a folder, damaged), as one line; None when it can.

    Checked before pygame is imported, so a mistyped file name never flashes a window. A save whose
    later steps disagree still opens: the viewer shows its good steps under a banner.
    """
    from engine import catalogue
    from engine.kernel import SaveError
    from engine.kernel.untrusted import shown

    try:
        catalogue.load_save(path)
    except SaveError as exc:
        return shown(f"stolik replay: {exc}", VERIFY_LINE_LIMIT)
    return None


def tutorial_problem(name: str) -> str | None:
    """Why `stolik tutorial NAME` cannot start (no such game or tutorial, a script that does not read),
    as one line; None when it can. NAME is a game id or "<game id>-<tutorial id>" (engine.tutorial.find_tutorial).
    Checked before pygame is imported."""
    from engine import games
    from engine.kernel import StolikError
    from engine.kernel.untrusted import shown
    from engine.tutorial import find_tutorial, load_script

    with_tutorials = ", ".join(g for g in games.available() if games.tutorials(g)) or "none"
    found = find_tutorial(name)
    if found is None:
        return shown(f"stolik tutorial: no game named {shown(name, GAME_ID_CHARS)!r} "
                     f"(games with a tutorial: {with_tutorials})", VERIFY_LINE_LIMIT)
    game_id, scripts = found
    if not scripts:
        return shown(f"stolik tutorial: {game_id} has no tutorial (games with a tutorial: {with_tutorials})",
                     VERIFY_LINE_LIMIT)
    try:
        load_script(scripts[0])
    except StolikError as exc:
        return shown(f"stolik tutorial: {exc}", VERIFY_LINE_LIMIT)
    return None


def _refuse(problem: str | None) -> bool:
    """Print a command-line refusal to stderr; True when there was one."""
    if problem is not None:
        print(problem, file=sys.stderr)
    return problem is not None


def _installed_refusal(command: str) -> bool:
    """Print why the program's own files cannot be used (one line on stderr); True when there is a reason."""
    from engine.kernel.untrusted import shown

    problem = installed_problem()
    return _refuse(None if problem is None else shown(f"stolik {command}: {problem}", VERIFY_LINE_LIMIT))


def _cmd_app(args: argparse.Namespace) -> int:
    if _installed_refusal(args.command or "play"):
        return BROKEN_INSTALL
    scenario = None
    if getattr(args, "scenario", None) is not None:
        scenario = scenario_config(args.scenario)
        if scenario is None:
            return 2
    replay = getattr(args, "file", None)
    if replay is not None and _refuse(replay_problem(replay)):
        return 2
    from app.main import run

    return run(replay=replay, scenario=scenario)


def _cmd_tutorial(args: argparse.Namespace) -> int:
    if args.check:
        from app.tutorial.check import check_tutorial

        return check_tutorial(args.game, lang=args.lang)
    if _installed_refusal("tutorial") or _refuse(tutorial_problem(args.game)):
        return 2
    from app.main import run

    return run(tutorial=args.game)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="stolik", description="Stolik: board games to play, learn and replay.")
    sub = p.add_subparsers(dest="command")
    play = sub.add_parser("play", help="open the program (the default)")
    play.add_argument("--scenario", metavar="FILE", help="open at the table in the position a scenario file describes")
    g = sub.add_parser("games", help="list the installed games as their manifests declare them")
    g.add_argument("--json", action="store_true", help="print one JSON document and nothing else")
    v = sub.add_parser("verify", help="check that saves replay exactly (exit 1 naming the first bad step)")
    v.add_argument("files", nargs="+")
    s = sub.add_parser("simulate", help="play whole games with bots and report figures")
    s.add_argument("game")
    s.add_argument("--players", type=int, default=2)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bot", default="random")
    s.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    s.add_argument("--json", action="store_true")
    tn = sub.add_parser("tournament", help="play bots against each other, seats rotated, and report win rates")
    tn.add_argument("game")
    tn.add_argument("--players", type=int, default=2)
    tn.add_argument("--bots", default="mcts:normal,greedy", help="comma-separated, e.g. mcts:normal,greedy")
    tn.add_argument("--games", type=int, default=20)
    tn.add_argument("--seed", type=int, default=1)
    tn.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    tn.add_argument("--iterations", type=int, default=None, help="cap each search at N iterations (reproducible)")
    tn.add_argument("--processes", type=int, default=None, help="worker processes (default: one per core)")
    tn.add_argument("--quiet", action="store_true", help="no progress bar")
    tn.add_argument("--json", action="store_true")
    an = sub.add_parser("analyse", help="judge every decision one seat made in a save, flagging the costly ones")
    an.add_argument("save")
    an.add_argument("--seat", type=int, default=0, help="the seat to analyse, from 0")
    an.add_argument("--iterations", type=int, default=400, help="search iterations per decision")
    an.add_argument("--quiet", action="store_true", help="no progress line")
    an.add_argument("--lang", default="en", choices=["en", "pl"], help="the language the moves are worded in")
    an.add_argument("--json", action="store_true")
    b = sub.add_parser("bench", help="measure speed and memory against the budgets")
    b.add_argument("--json", action="store_true")
    b.add_argument("--only", default=None, help="run only benchmarks whose name contains this")
    r = sub.add_parser("replay", help="watch a saved session")
    r.add_argument("file")
    t = sub.add_parser("tutorial", help="learn a game step by step")
    t.add_argument("game", help="a game (its first tutorial; --check walks them all) or GAME-TUTORIAL, e.g. roll-player-fiends")
    t.add_argument("--check", action="store_true", help="walk the tutorial headless and report")
    t.add_argument("--lang", default="en", choices=["en", "pl"])
    return p


BROKEN_INSTALL = 2  # the exit code when a file of the program itself (content, manifest, strings) is damaged


def installed_problem() -> str | None:
    """The first damaged file of the program itself, as "file: key: what was expected"; None when every
    string table (every language) and every game's manifest reads. Checked before a window opens, so a
    damaged file is named on the command line instead of ending the app mid-way."""
    from engine import games
    from engine.kernel import ContentError, FileRefused
    from engine.kernel.strings import CATALOGUE, LANGS

    try:
        for lang in LANGS:
            CATALOGUE.table(lang)
    except (ContentError, FileRefused) as exc:
        return str(exc)
    problems = games.problems()
    return str(problems[0]) if problems else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; a damaged file of the program itself (a game's content, a manifest, a string
    table) met by any command is one line naming it on stderr and exit 2, never a traceback."""
    from engine.kernel import ContentError, FileRefused
    from engine.kernel.untrusted import shown

    args = parser().parse_args(argv)
    try:
        return _run(args)
    except (ContentError, FileRefused) as exc:
        print(shown(f"stolik {args.command or 'play'}: {exc}", VERIFY_LINE_LIMIT), file=sys.stderr)
        return BROKEN_INSTALL


def _run(args: argparse.Namespace) -> int:
    handlers = {
        "games": _cmd_games,
        "verify": _cmd_verify,
        "simulate": _cmd_simulate,
        "tournament": _cmd_tournament,
        "analyse": _cmd_analyse,
        "bench": _cmd_bench,
        "tutorial": _cmd_tutorial,
        "replay": _cmd_app,
        "play": _cmd_app,
        None: _cmd_app,
    }
    return handlers[args.command](args)


if __name__ == "__main__":
    sys.exit(main())

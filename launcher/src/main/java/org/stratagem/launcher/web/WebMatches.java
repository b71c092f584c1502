package org.stratagem.launcher.web;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.MatchScore;
import org.stratagem.engine.api.command.RefereedMatches;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.match.Match;
import org.stratagem.launcher.match.Openings;
import org.stratagem.launcher.match.PlayerSpec;
import org.stratagem.launcher.match.TimeControl;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.web.api.MatchService;
import org.stratagem.web.api.MatchSetup;
import org.stratagem.web.api.MatchState;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionException.Reason;

/**
 * The {@link MatchService}: matches played by {@link Match} on the platform's {@link Bindings}, each on a
 * thread of its own, at most {@value #MAX_RUNNING} at a time (they search without pause, and the machine
 * may have few cores). Every match is written to {@code data/matches/} ({@link StoredFolder}) when it
 * starts, after every move and every game and at every change of status, so that a platform killed at any
 * moment loses at most the move being searched. When the component stops, its running matches are halted
 * but stay written as running; when it starts, the matches written come back, and those written as running
 * go on from their last move (the oldest {@value #MAX_RUNNING}), each waiting up to
 * {@value #AWAIT_PROVIDERS_MILLIS} ms for its game and strategies, which may register after this
 * component; one whose providers do not come is left stopped, saying why. A match stopped by a request
 * stays stopped. At most {@value #MAX_MATCHES} matches, of {@value #MAX_OPENINGS} openings each at most.
 */
@Component(service = MatchService.class)
public final class WebMatches implements MatchService {
    static final int MAX_RUNNING = 2;
    static final int MAX_MATCHES = 1000;
    static final int MAX_OPENINGS = 1000;
    static final long AWAIT_PROVIDERS_MILLIS = 30_000;
    private static final long AWAIT_STEP_MILLIS = 200;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");
    private static final SecureRandom IDS = new SecureRandom();
    private static final long STOP_WAIT_MILLIS = 5_000;

    private final Bindings bindings;
    private final Path data;
    private final StoredFolder<StoredMatch> folder;
    private final Map<String, LiveMatch> matches = new ConcurrentHashMap<>();

    /** A match in memory: what is stored of it, its watchers, and the thread that plays it while it runs. */
    private static final class LiveMatch {
        private volatile StoredMatch stored;
        private final Watchers watchers;
        private StopSignal stop = new StopSignal();
        private Thread player;

        LiveMatch(StoredMatch stored) {
            this.stored = stored;
            this.watchers = new Watchers("match " + stored.id());
        }
    }

    /**
     * @param bindings the choice of strategy, generator and evaluator, and the contained searches
     * @param context  the bundle's context: the platform's folder, else the bundle's data area
     */
    @Activate
    public WebMatches(@Reference Bindings bindings, BundleContext context) {
        this(bindings, WebSessions.dataFolder(context));
    }

    /**
     * @param bindings the choice of strategy, generator and evaluator, and the contained searches
     * @param data     the platform's data folder: the matches in its {@code matches/}, the openings files in it
     */
    WebMatches(Bindings bindings, Path data) {
        this.bindings = bindings;
        this.data = data;
        this.folder = new StoredFolder<>(data.resolve("matches"), StoredMatch.class);
        for (StoredMatch stored : folder.load()) {
            matches.put(stored.id(), new LiveMatch(stored));
        }
        int takenUp = 0;
        for (StoredMatch interrupted : oldestFirst()) {
            if (!interrupted.status().equals(MatchState.RUNNING)) {
                continue;
            }
            LiveMatch live = matches.get(interrupted.id());
            synchronized (live) {
                if (takenUp++ < MAX_RUNNING) {
                    launch(live, true);
                } else {
                    changed(live, live.stored.withStatus(MatchState.STOPPED, "the platform took up " + MAX_RUNNING
                            + " other matches when it started; resume this one when one of them ends"));
                }
            }
        }
    }

    /** Halts the running matches, still written as running: they go on when the platform serves again. */
    @Deactivate
    void deactivate() {
        for (LiveMatch live : matches.values()) {
            Thread player;
            synchronized (live) {
                live.stop.stop();
                player = live.player;
            }
            awaitEnd(player);
        }
    }

    @Override
    public synchronized MatchState start(MatchSetup setup) {
        if (matches.size() >= MAX_MATCHES) {
            throw new SessionException(Reason.CONFLICT, "there are " + MAX_MATCHES + " matches; delete one first");
        }
        checkTimes(setup);
        if (!setup.openings().isEmpty() && setup.openingsFile() != null) {
            throw new SessionException(Reason.BAD_INPUT, "give either 'openings' or 'openingsFile', not both");
        }
        checkRunning();
        String game = setup.game();
        Game<?> registered = installed(game);
        List<String> openings;
        try {
            if (!registered.traits().twoTeams()) {
                throw new NotationException("game '" + game + "' is not a game of two teams");
            }
            if (registered.capability(RefereedMatches.class).isPresent() || registered.traits().hiddenInformation()) {
                throw new NotationException("game '" + game + "' hides information from its players: its matches are"
                        + " played through its referee (./stratagem match)");
            }
            Game<?> played = field("variant", () -> registered.variant(setup.variant()));
            openings = setup.openingsFile() == null ? setup.openings() : field("openingsFile", () -> Openings.read(
                    DataFile.inside(data, "openingsFile", setup.openingsFile()), setup.openingsFile()));
            String openingsField = setup.openingsFile() == null ? "openings" : "openingsFile";
            if (openings.size() > MAX_OPENINGS) {
                throw new NotationException("field '" + openingsField + "': " + openings.size() + " openings; at most "
                        + MAX_OPENINGS);
            }
            field(openingsField, () -> {
                Openings.check(played, openings.isEmpty() ? List.of("") : openings);
                return openings;
            });
            bindings.bind(played, PlayerSpec.parse("a", setup.a()), Choice.NONE);
            bindings.bind(played, PlayerSpec.parse("b", setup.b()), Choice.NONE);
        } catch (NotationException refused) {
            throw new SessionException(Reason.BAD_INPUT, refused.getMessage());
        }
        String id = HexFormat.of().formatHex(IDS.generateSeed(6));
        LiveMatch live = new LiveMatch(new StoredMatch(id, game, setup.variant(), setup.a(), setup.b(), setup.games(),
                setup.moveMillis(), setup.clockMillis(), setup.incrementMillis(), openings, System.currentTimeMillis(),
                MatchState.RUNNING, List.of(), List.of(), null));
        matches.put(id, live);
        folder.save(live.stored);
        launch(live, false);
        return state(live.stored);
    }

    /** A time control as {@code ./stratagem match} takes one: a limit on every move, a clock, or both. */
    private static void checkTimes(MatchSetup setup) {
        if (setup.games() < 1) {
            throw new SessionException(Reason.BAD_INPUT, "field 'games' must be at least 1");
        }
        if (setup.moveMillis() < 0 || setup.clockMillis() < 0 || setup.incrementMillis() < 0) {
            throw new SessionException(Reason.BAD_INPUT, "a time must not be negative");
        }
        if (setup.moveMillis() == 0 && setup.clockMillis() == 0) {
            throw new SessionException(Reason.BAD_INPUT, "a match needs a time a move ('timeMs') or a clock ('clockMs')");
        }
        if (setup.incrementMillis() > 0 && setup.clockMillis() == 0) {
            throw new SessionException(Reason.BAD_INPUT, "field 'incrementMs' needs a clock ('clockMs')");
        }
    }

    /** @return what the step gives; a refusal of the game's is said to be about that field of the request */
    private static <T> T field(String name, Supplier<T> step) {
        try {
            return step.get();
        } catch (NotationException refused) {
            throw new NotationException(refused.getMessage().startsWith("field '") ? refused.getMessage()
                    : "field '" + name + "': " + refused.getMessage());
        }
    }

    @Override
    public List<MatchState> list() {
        return oldestFirst().stream().map(this::state).toList();
    }

    private List<StoredMatch> oldestFirst() {
        return matches.values().stream().map(live -> live.stored)
                .sorted(Comparator.comparingLong(StoredMatch::created).thenComparing(StoredMatch::id)).toList();
    }

    @Override
    public MatchState get(String id) {
        return state(find(id).stored);
    }

    @Override
    public MatchState stop(String id) {
        LiveMatch live = find(id);
        Thread player;
        synchronized (live) {
            if (!live.stored.status().equals(MatchState.RUNNING)) {
                return state(live.stored);
            }
            live.stop.stop();
            changed(live, live.stored.withStatus(MatchState.STOPPED, null));
            player = live.player;
        }
        awaitEnd(player);
        return state(live.stored);
    }

    @Override
    public synchronized void delete(String id) {
        stop(id);
        matches.remove(id);
        folder.delete(id);
    }

    private static void awaitEnd(Thread player) {
        if (player == null) {
            return;
        }
        try {
            player.join(STOP_WAIT_MILLIS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public synchronized MatchState resume(String id) {
        LiveMatch live = find(id);
        synchronized (live) {
            String status = live.stored.status();
            if (!status.equals(MatchState.STOPPED)) {
                throw new SessionException(Reason.CONFLICT, "match " + id + " is " + status + "; only a stopped match"
                        + " resumes");
            }
            if (live.player != null && live.player.isAlive()) {
                throw new SessionException(Reason.CONFLICT, "match " + id + " is still stopping; try again");
            }
            checkRunning();
            live.stop = new StopSignal();
            changed(live, live.stored.withStatus(MatchState.RUNNING, null));
            launch(live, false);
            return state(live.stored);
        }
    }

    @Override
    public AutoCloseable watch(String id, Consumer<SessionEvent> watcher) {
        return find(id).watchers.watch(watcher);
    }

    private LiveMatch find(String id) {
        LiveMatch live = matches.get(id);
        if (live == null) {
            throw new SessionException(Reason.NOT_FOUND, "no match '" + id + "'");
        }
        return live;
    }

    private void checkRunning() {
        long running = matches.values().stream().filter(live -> live.stored.status().equals(MatchState.RUNNING)).count();
        if (running >= MAX_RUNNING) {
            throw new SessionException(Reason.CONFLICT, MAX_RUNNING + " matches are running; stop one first");
        }
    }

    private Game<?> installed(String game) {
        try {
            return bindings.game(game);
        } catch (NotationException missing) {
            throw new SessionException(Reason.NOT_FOUND, "no game '" + game + "'");
        }
    }

    /**
     * @param live    the match, running
     * @param takenUp whether the platform takes it up at its start (then it waits for its providers)
     */
    private void launch(LiveMatch live, boolean takenUp) {
        StopSignal stop = live.stop;
        live.player = new Thread(() -> play(live, stop, takenUp), "stratagem-match-" + live.stored.id());
        live.player.setDaemon(true);
        live.player.start();
    }

    /** The match's thread: its games, until they are all played, it is stopped, or a game cannot be played. */
    private void play(LiveMatch live, StopSignal stop, boolean takenUp) {
        try {
            Match<?> match;
            try {
                match = players(live.stored, stop, takenUp);
            } catch (NotationException | SessionException missing) {
                ended(live, stop, takenUp ? MatchState.STOPPED : MatchState.FAILED, missing.getMessage()
                        + (takenUp ? " when the platform started; resume the match when it is installed" : ""));
                return;
            }
            playGames(match, live, stop);
        } catch (NotationException | SessionException refused) {
            ended(live, stop, MatchState.FAILED, refused.getMessage());
        } catch (RuntimeException internal) {
            LOG.log(Level.SEVERE, "match " + live.stored.id() + " failed", internal);
            ended(live, stop, MatchState.FAILED, "internal error: " + internal.getMessage()
                    + " (the trace is in the platform's log)");
        }
    }

    /**
     * @return the match's game between its players; taken up at the platform's start, it waits up to
     *         {@value #AWAIT_PROVIDERS_MILLIS} ms for the game and the strategies to be registered
     */
    private Match<?> players(StoredMatch stored, StopSignal stop, boolean takenUp) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(AWAIT_PROVIDERS_MILLIS);
        while (true) {
            try {
                return new Match<>(bindings, installed(stored.game()).variant(stored.variant()),
                        PlayerSpec.parse("a", stored.a()), PlayerSpec.parse("b", stored.b()),
                        new TimeControl(stored.moveMillis(), stored.clockMillis(), stored.incrementMillis()));
            } catch (NotationException | SessionException missing) {
                if (!takenUp || stop.isStopped() || System.nanoTime() > deadline) {
                    throw missing;
                }
                try {
                    Thread.sleep(AWAIT_STEP_MILLIS);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw missing;
                }
            }
        }
    }

    private <P extends Position> void playGames(Match<P> match, LiveMatch live, StopSignal stop) {
        while (live.stored.results().size() < live.stored.games()) {
            int number = live.stored.results().size();
            MatchScore score = match.play(live.stored.start(), number % 2, live.stored.moves(),
                    move -> moved(live, stop, number, move), stop);
            if (score == null) {
                return;
            }
            List<String> record = match.lastRecord();
            String result = record.get(record.size() - 1).substring("result ".length());
            synchronized (live) {
                if (stop.isStopped()) {
                    return;
                }
                StoredMatch next = live.stored.withResult(result);
                changed(live, next.results().size() == next.games() ? next.withStatus(MatchState.FINISHED, null) : next);
            }
        }
    }

    private void moved(LiveMatch live, StopSignal stop, int number, String move) {
        synchronized (live) {
            if (stop.isStopped()) {
                return;
            }
            live.stored = live.stored.withMove(move);
            folder.save(live.stored);
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("game", number + 1);
            fields.put("ply", live.stored.moves().size());
            fields.put("move", move);
            fields.put("position", position(live.stored));
            live.watchers.emit(new SessionEvent("move", fields));
        }
    }

    /** The match's thread ends it with that status, unless it was stopped first. */
    private void ended(LiveMatch live, StopSignal stop, String status, String message) {
        synchronized (live) {
            if (!stop.isStopped()) {
                changed(live, live.stored.withStatus(status, message));
            }
        }
    }

    /** Stores, writes and tells the match's watchers; the caller holds the match's lock. */
    private void changed(LiveMatch live, StoredMatch stored) {
        live.stored = stored;
        folder.save(stored);
        live.watchers.emit(new SessionEvent("state", Map.of("match", state(stored))));
    }

    private MatchState state(StoredMatch stored) {
        List<String> results = stored.results();
        MatchScore score = new MatchScore(count(results, "win"), count(results, "draw"), count(results, "loss"));
        return new MatchState(stored.id(), stored.game(), stored.variant(), stored.a(), stored.b(), stored.games(),
                stored.moveMillis(), stored.clockMillis(), stored.incrementMillis(), stored.openings(), stored.start(),
                position(stored), stored.status(), results, results.size() % 2, stored.moves(), score.wins(),
                score.draws(), score.losses(),
                score.games() == 0 ? null : finiteOrNull(score.elo()), finiteOrNull(score.eloMargin()), stored.message());
    }

    /**
     * @return the position of the match's game in progress, its moves made from its start, in the game's notation;
     *         null when no game is in progress or its game is not installed now
     */
    private String position(StoredMatch stored) {
        if (stored.results().size() >= stored.games()) {
            return null;
        }
        try {
            return replayed(bindings.game(stored.game()).variant(stored.variant()), stored.start(), stored.moves());
        } catch (NotationException notNow) {
            return null;
        }
    }

    private static <P extends Position> String replayed(Game<P> game, String start, List<String> moves) {
        P position = game.parsePosition(start);
        for (String move : moves) {
            position.makeMove(game.parseMove(position, move));
        }
        return game.formatPosition(position);
    }

    private static int count(List<String> results, String result) {
        return (int) results.stream().filter(played -> played.startsWith(result + " ")).count();
    }

    /** @return the figure to a tenth, or null when it is not finite (an Elo difference from a perfect score) */
    private static Double finiteOrNull(double value) {
        return Double.isFinite(value) ? Math.round(value * 10) / 10.0 : null;
    }
}

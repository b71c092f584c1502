package org.stratagem.launcher.web;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
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
import org.stratagem.launcher.match.PlayerSpec;
import org.stratagem.launcher.match.TimeControl;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.web.api.MatchService;
import org.stratagem.web.api.MatchState;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionException.Reason;

/**
 * The {@link MatchService}: matches played by {@link Match} on the platform's {@link Bindings}, each on a
 * thread of its own, at most {@value #MAX_RUNNING} at a time (they search without pause, and the machine
 * may have few cores). Every match is written to {@code data/matches/} ({@link StoredFolder}) when it
 * starts, after every move and every game and at every change of status, so that a platform killed at any
 * moment loses at most the move being searched. When the component starts, the matches written come back;
 * one that was running is stopped, and {@link #resume} takes it up from its last move. At most
 * {@value #MAX_MATCHES} matches.
 */
@Component(service = MatchService.class)
public final class WebMatches implements MatchService {
    static final int MAX_RUNNING = 2;
    static final int MAX_MATCHES = 1000;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");
    private static final SecureRandom IDS = new SecureRandom();
    private static final long STOP_WAIT_MILLIS = 5_000;

    private final Bindings bindings;
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
        this(bindings, WebSessions.dataFolder(context).resolve("matches"));
    }

    WebMatches(Bindings bindings, Path folder) {
        this.bindings = bindings;
        this.folder = new StoredFolder<>(folder, StoredMatch.class);
        for (StoredMatch stored : this.folder.load()) {
            boolean interrupted = stored.status().equals(MatchState.RUNNING);
            StoredMatch back = interrupted ? stored.withStatus(MatchState.STOPPED, null) : stored;
            if (interrupted) {
                this.folder.save(back);
            }
            matches.put(back.id(), new LiveMatch(back));
        }
    }

    /** Stops the running matches; they are written as stopped, to be resumed when the platform serves again. */
    @Deactivate
    void deactivate() {
        matches.keySet().forEach(this::stop);
    }

    @Override
    public synchronized MatchState start(String game, String a, String b, int games, long moveMillis) {
        if (matches.size() >= MAX_MATCHES) {
            throw new SessionException(Reason.CONFLICT, "there are " + MAX_MATCHES + " matches");
        }
        if (games < 1 || moveMillis < 1) {
            throw new SessionException(Reason.BAD_INPUT, "a match needs at least 1 game and 1 ms a move");
        }
        checkRunning();
        Game<?> played = installed(game);
        try {
            if (!played.traits().twoTeams()) {
                throw new NotationException("game '" + game + "' is not a game of two teams");
            }
            if (played.capability(RefereedMatches.class).isPresent() || played.traits().hiddenInformation()) {
                throw new NotationException("game '" + game + "' hides information from its players: its matches are"
                        + " played through its referee (./stratagem match)");
            }
            bindings.bind(played, PlayerSpec.parse("a", a), Choice.NONE);
            bindings.bind(played, PlayerSpec.parse("b", b), Choice.NONE);
        } catch (NotationException refused) {
            throw new SessionException(Reason.BAD_INPUT, refused.getMessage());
        }
        String id = HexFormat.of().formatHex(IDS.generateSeed(6));
        LiveMatch live = new LiveMatch(new StoredMatch(id, game, a, b, games, moveMillis, System.currentTimeMillis(),
                MatchState.RUNNING, List.of(), List.of(), null));
        matches.put(id, live);
        folder.save(live.stored);
        launch(live);
        return state(live.stored);
    }

    @Override
    public List<MatchState> list() {
        return matches.values().stream().map(live -> live.stored)
                .sorted(Comparator.comparingLong(StoredMatch::created).thenComparing(StoredMatch::id))
                .map(WebMatches::state).toList();
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
        try {
            player.join(STOP_WAIT_MILLIS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        return state(live.stored);
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
            launch(live);
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

    private void launch(LiveMatch live) {
        StopSignal stop = live.stop;
        live.player = new Thread(() -> play(live, stop), "stratagem-match-" + live.stored.id());
        live.player.setDaemon(true);
        live.player.start();
    }

    /** The match's thread: its games, until they are all played, it is stopped, or a game cannot be played. */
    private void play(LiveMatch live, StopSignal stop) {
        try {
            playGames(installed(live.stored.game()), live, stop);
        } catch (NotationException | SessionException refused) {
            failed(live, stop, refused.getMessage());
        } catch (RuntimeException internal) {
            LOG.log(Level.SEVERE, "match " + live.stored.id() + " failed", internal);
            failed(live, stop, "internal error: " + internal.getMessage() + " (the trace is in the platform's log)");
        }
    }

    private <P extends Position> void playGames(Game<P> game, LiveMatch live, StopSignal stop) {
        StoredMatch stored = live.stored;
        Match<P> match = new Match<>(bindings, game, PlayerSpec.parse("a", stored.a()), PlayerSpec.parse("b", stored.b()),
                new TimeControl(stored.moveMillis(), 0, 0));
        while (live.stored.results().size() < live.stored.games()) {
            int number = live.stored.results().size();
            MatchScore score = match.play("", number % 2, live.stored.moves(), move -> moved(live, stop, number, move), stop);
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
            live.watchers.emit(new SessionEvent("move", fields));
        }
    }

    private void failed(LiveMatch live, StopSignal stop, String message) {
        synchronized (live) {
            if (!stop.isStopped()) {
                changed(live, live.stored.withStatus(MatchState.FAILED, message));
            }
        }
    }

    /** Stores, writes and tells the match's watchers; the caller holds the match's lock. */
    private void changed(LiveMatch live, StoredMatch stored) {
        live.stored = stored;
        folder.save(stored);
        live.watchers.emit(new SessionEvent("state", Map.of("match", state(stored))));
    }

    static MatchState state(StoredMatch stored) {
        List<String> results = stored.results();
        MatchScore score = new MatchScore(count(results, "win"), count(results, "draw"), count(results, "loss"));
        return new MatchState(stored.id(), stored.game(), stored.a(), stored.b(), stored.games(), stored.moveMillis(),
                stored.status(), results, results.size() % 2, stored.moves(), score.wins(), score.draws(), score.losses(),
                score.games() == 0 ? null : finiteOrNull(score.elo()), finiteOrNull(score.eloMargin()), stored.message());
    }

    private static int count(List<String> results, String result) {
        return (int) results.stream().filter(played -> played.startsWith(result + " ")).count();
    }

    /** @return the figure to a tenth, or null when it is not finite (an Elo difference from a perfect score) */
    private static Double finiteOrNull(double value) {
        return Double.isFinite(value) ? Math.round(value * 10) / 10.0 : null;
    }
}

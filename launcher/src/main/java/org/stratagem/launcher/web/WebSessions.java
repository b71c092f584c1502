package org.stratagem.launcher.web;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.SeatViews;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.command.Dispatcher;
import org.stratagem.launcher.command.SearchReport;
import org.stratagem.launcher.platform.PlatformActivator;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.launcher.session.GameSession;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionException.Reason;
import org.stratagem.web.api.SessionService;
import org.stratagem.web.api.SessionSettings;
import org.stratagem.web.api.SessionState;

/**
 * The {@link SessionService}: web sessions on the platform's {@link Bindings} (a {@link GameSession}
 * each, so a session outlives the strategies that come and go), saved to {@code data/sessions/} after
 * every change ({@link StoredFolder}) and read back when the component starts. A session whose game
 * is not installed yet keeps its moves and is bound at its first use. At most {@value #MAX_SESSIONS}
 * sessions.
 */
@Component(service = SessionService.class)
public final class WebSessions implements SessionService {
    static final int MAX_SESSIONS = 1000;
    private static final SecureRandom IDS = new SecureRandom();

    private final Bindings bindings;
    private final ConvertedRecords records;
    private final StoredFolder<StoredSession> folder;
    private final Map<String, LiveSession> sessions = new ConcurrentHashMap<>();

    /**
     * @param bindings   the choice of strategy, generator and evaluator, and the contained searches
     * @param dispatcher runs the game's command that writes its records
     * @param context    the bundle's context: the platform's folder ({@value PlatformActivator#HOME}), else the
     *                   bundle's data area
     */
    @Activate
    public WebSessions(@Reference Bindings bindings, @Reference Dispatcher dispatcher, BundleContext context) {
        this(bindings, new ConvertedRecords(dispatcher), dataFolder(context).resolve("sessions"));
    }

    WebSessions(Bindings bindings, ConvertedRecords records, Path folder) {
        this.bindings = bindings;
        this.records = records;
        this.folder = new StoredFolder<>(folder, StoredSession.class);
        for (StoredSession stored : this.folder.load()) {
            sessions.put(stored.id(), new LiveSession(stored));
        }
    }

    /** @return the platform's data folder ({@value PlatformActivator#HOME}/data), else the bundle's data area */
    static Path dataFolder(BundleContext context) {
        String home = context.getProperty(PlatformActivator.HOME);
        return home != null && !home.isBlank() ? Path.of(home, "data") : context.getDataFile("").toPath();
    }

    @Override
    public SessionState create(String game, Map<String, String> variant, String start, List<String> moves,
            SessionSettings settings) {
        if (sessions.size() >= MAX_SESSIONS) {
            throw new SessionException(Reason.CONFLICT, "there are " + MAX_SESSIONS + " sessions; delete one first");
        }
        String id = HexFormat.of().formatHex(IDS.generateSeed(6));
        LiveSession session = new LiveSession(new StoredSession(id, game, variant, start, List.of(),
                EngineSettings.check(settings), System.currentTimeMillis()));
        return changed(session, () -> {
            GameSession<?> bound = bound(session);
            bindings.bind(bound.game(), EngineSettings.choice(settings), Choice.NONE);
            if (!moves.isEmpty()) {
                bound.play(moves);
            }
            sessions.put(id, session);
            return bound.history();
        });
    }

    @Override
    public List<SessionState> list() {
        List<LiveSession> all = new ArrayList<>(sessions.values());
        all.sort((a, b) -> Long.compare(a.stored().created(), b.stored().created()));
        return all.stream().map(this::peek).toList();
    }

    @Override
    public SessionState get(String id) {
        return peek(find(id));
    }

    @Override
    public SessionState play(String id, List<String> moves) {
        LiveSession session = find(id);
        return changed(session, () -> {
            bound(session).play(moves);
            return session.game().history();
        });
    }

    @Override
    public SessionState undo(String id, int count) {
        LiveSession session = find(id);
        return changed(session, () -> {
            GameSession<?> bound = bound(session);
            if (count < 1 || count > bound.history().size()) {
                throw new NotationException("undo: " + count + " is not in 1.." + bound.history().size()
                        + " (the moves played)");
            }
            for (int i = 0; i < count; i++) {
                bound.undo();
            }
            return bound.history();
        });
    }

    @Override
    public SessionState configure(String id, SessionSettings changed) {
        LiveSession session = find(id);
        return changed(session, () -> {
            SessionSettings settings = EngineSettings.check(session.stored().settings().with(changed));
            GameSession<?> bound = bound(session);
            bindings.bind(bound.game(), EngineSettings.choice(settings), Choice.NONE);
            session.store(session.stored().withSettings(settings));
            return bound.history();
        });
    }

    @Override
    public SessionState go(String id, boolean play) {
        LiveSession session = find(id);
        return changed(session, () -> {
            GameSession<?> bound = bound(session);
            if (bound.isOver()) {
                throw new SessionException(Reason.CONFLICT, "the game is over");
            }
            StopSignal stop = new StopSignal();
            session.running(stop);
            session.emit(new SessionEvent("state", Map.of("session", peek(session))));
            try {
                SessionSettings settings = session.stored().settings();
                Choice choice = EngineSettings.choice(settings);
                SearchResult result = bound.search(choice, EngineSettings.limits(settings),
                        progress -> session.emit(new SessionEvent("progress", progress(progress))), stop);
                Map<String, Object> report = SearchReport.fields(bound, bindings.strategyFor(bound.game(),
                        choice.strategy()), result);
                session.searched(report);
                session.emit(new SessionEvent("search", report));
                if (play && result.bestMove() != MoveList.NONE) {
                    bound.play(List.of((String) report.get("bestMove")));
                }
            } finally {
                session.running(null);
            }
            return bound.history();
        });
    }

    @Override
    public boolean stop(String id) {
        return find(id).stop();
    }

    @Override
    public void delete(String id) {
        LiveSession session = find(id);
        session.stop();
        sessions.remove(id);
        folder.delete(id);
    }

    /** The game's own format comes from the game itself ({@link SessionGame#record}), any other from its command. */
    @Override
    public String record(String id, String format) {
        LiveSession session = find(id);
        StoredSession stored = session.stored();
        return locked(session, () -> {
            GameSession<?> bound = bound(session);
            return SessionGame.of(bound.game(), stored.start(), stored.moves()).record()
                    .filter(own -> own.extension().equals(format)).map(SessionGame.Record::text)
                    .orElseGet(() -> records.write(stored.game(), stored.variant(), bound.position(), format));
        });
    }

    @Override
    public SeatViews.View view(String id, int seat) {
        StoredSession stored = find(id).stored();
        Game<?> game;
        try {
            game = bindings.game(stored.game()).variant(stored.variant());
        } catch (NotationException refused) {
            if (installed(stored.game())) {
                throw new SessionException(Reason.BAD_INPUT, refused.getMessage());
            }
            throw new SessionException(Reason.CONFLICT, "game '" + stored.game() + "' is not installed now");
        }
        try {
            return SessionGame.of(game, stored.start(), stored.moves()).view(seat);
        } catch (NotationException refused) {
            throw new SessionException(Reason.BAD_INPUT, refused.getMessage());
        }
    }

    @Override
    public AutoCloseable watch(String id, Consumer<SessionEvent> watcher) {
        return find(id).watch(watcher);
    }

    private LiveSession find(String id) {
        LiveSession session = sessions.get(id);
        if (session == null) {
            throw new SessionException(Reason.NOT_FOUND, "no session '" + id + "'");
        }
        return session;
    }

    /**
     * Runs a change of the session under its lock, then stores the moves it returns with the session's
     * settings, saves the session and the game's own record of it, and tells its watchers.
     */
    private SessionState changed(LiveSession session, Supplier<List<String>> change) {
        return locked(session, () -> {
            List<String> moves = change.get();
            session.store(session.stored().withMoves(moves));
            StoredSession stored = session.stored();
            if (sessions.containsKey(stored.id())) {
                folder.save(stored);
                SessionGame.of(session.game().game(), stored.start(), stored.moves()).record()
                        .ifPresent(record -> folder.saveRecord(stored.id(), record.extension(), record.text()));
            }
            SessionState state = state(session);
            session.emit(new SessionEvent("state", Map.of("session", state)));
            return state;
        });
    }

    private <T> T locked(LiveSession session, Supplier<T> action) {
        if (!session.lock.tryLock()) {
            throw new SessionException(Reason.CONFLICT, "session " + session.stored().id()
                    + " is busy: the engine is thinking (stop it first)");
        }
        try {
            return action.get();
        } catch (NotationException refused) {
            throw new SessionException(Reason.BAD_INPUT, refused.getMessage());
        } catch (SearchFailedException failed) {
            throw new SessionException(Reason.FAILED, failed.getMessage());
        } finally {
            session.lock.unlock();
        }
    }

    /** @return the session's game session, bound at its first use: its start and moves replayed */
    private GameSession<?> bound(LiveSession session) {
        if (session.game() == null) {
            StoredSession stored = session.stored();
            GameSession<?> bound;
            try {
                bound = bindings.newSession(stored.game(), stored.variant(), stored.start(), Choice.NONE);
            } catch (NotationException refused) {
                if (installed(stored.game())) {
                    throw refused;
                }
                throw new SessionException(sessions.containsKey(stored.id()) ? Reason.CONFLICT : Reason.NOT_FOUND,
                        "game '" + stored.game() + "' is not installed" + (sessions.containsKey(stored.id())
                                ? " now; the session keeps its " + stored.moves().size() + " moves until it is back" : ""));
            }
            if (!stored.moves().isEmpty()) {
                bound.play(stored.moves());
            }
            session.bind(bound);
        }
        return session.game();
    }

    private boolean installed(String game) {
        try {
            bindings.game(game);
            return true;
        } catch (NotationException missing) {
            return false;
        }
    }

    /** @return the session now if it is free, else its state when the running search began */
    private SessionState peek(LiveSession session) {
        if (session.lock.tryLock()) {
            try {
                return state(session);
            } catch (NotationException | SessionException unbound) {
                return unbound(session);
            } finally {
                session.lock.unlock();
            }
        }
        SessionState last = session.lastState();
        return last == null ? unbound(session) : new SessionState(last.id(), last.game(), last.variant(), last.start(),
                last.position(), last.moves(), last.over(), session.thinking(), last.settings(), last.search());
    }

    private SessionState state(LiveSession session) {
        StoredSession stored = session.stored();
        GameSession<?> bound = bound(session);
        SessionState state = new SessionState(stored.id(), stored.game(), stored.variant(), stored.start(),
                bound.position(), stored.moves(), bound.isOver(), session.thinking(), stored.settings(),
                session.lastSearch());
        session.read(state);
        return state;
    }

    /** @return what is known of a session without its game: the position is null */
    private static SessionState unbound(LiveSession session) {
        StoredSession stored = session.stored();
        return new SessionState(stored.id(), stored.game(), stored.variant(), stored.start(), null, stored.moves(),
                false, session.thinking(), stored.settings(), session.lastSearch());
    }

    private static Map<String, Object> progress(SearchProgress progress) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("depth", progress.depth());
        fields.put("score", progress.score());
        fields.put("pv", progress.pv());
        fields.put("nodes", progress.nodes());
        fields.put("timeMs", progress.millis());
        fields.put("nps", progress.nodesPerSecond());
        return fields;
    }
}

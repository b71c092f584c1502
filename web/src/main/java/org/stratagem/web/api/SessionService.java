package org.stratagem.web.api;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.osgi.annotation.versioning.ProviderType;
import org.stratagem.engine.api.SeatViews;

/**
 * The games in progress of the web interface: each a session of any installed game, kept by the
 * platform with its start position, moves and settings, written to the platform's data folder after
 * every change, and read back when the platform starts again. The engine's searches go through the
 * platform's bindings and containment, as the command line's do; one search at a time in a session.
 * Thread-safe. Implemented by the launcher only.
 *
 * <p>Every method that names a session throws {@link SessionException} with
 * {@link SessionException.Reason#NOT_FOUND} when there is none of that id; bad input (a position,
 * move or option the game refuses) is {@link SessionException.Reason#BAD_INPUT}, with a one-line
 * message.
 */
@ProviderType
public interface SessionService {
    /**
     * @param game     the game's id
     * @param variant  the game's variant options ({@code rule}, {@code size} for Gomoku), may be empty
     * @param start    the start position in the game's notation, or a record the game reads as one
     *                 (Gomoku's SGF and psq); empty for the game's initial position
     * @param moves    moves to play from the start, in the game's notation, all or none
     * @param settings the engine's settings for this session
     * @return the new session
     */
    SessionState create(String game, Map<String, String> variant, String start, List<String> moves,
            SessionSettings settings);

    /** @return every session, oldest first */
    List<SessionState> list();

    /**
     * @param id a session's id
     * @return the session now
     */
    SessionState get(String id);

    /**
     * Plays moves, all or none.
     *
     * @param id    a session's id
     * @param moves the moves in the game's notation
     * @return the session after them
     */
    SessionState play(String id, List<String> moves);

    /**
     * @param id    a session's id
     * @param count how many moves to take back, at least 1 and at most the moves played
     * @return the session after them
     */
    SessionState undo(String id, int count);

    /**
     * @param id      a session's id
     * @param changed the settings that change; a null field keeps its value, an empty id returns to the
     *                preferred provider
     * @return the session with its new settings
     */
    SessionState configure(String id, SessionSettings changed);

    /**
     * Searches the session's position with its settings; each progress report of the search goes to
     * the session's watchers. Fails with {@link SessionException.Reason#CONFLICT} while another search
     * of the session runs or when the game is over.
     *
     * @param id   a session's id
     * @param play whether to play the move found (the engine moves), or only report it (analysis)
     * @return the session after the search, with its report in {@link SessionState#search()}
     */
    SessionState go(String id, boolean play);

    /**
     * @param id a session's id
     * @return whether a search of the session was running and was told to stop
     */
    boolean stop(String id);

    /**
     * @param id a session's id; its files are deleted too
     */
    void delete(String id);

    /**
     * @param id     a session's id
     * @param format a record format of the game ({@code sgf}, {@code psq} for Gomoku)
     * @return the session's game written in that format
     */
    String record(String id, String format);

    /**
     * The session's game watched from one seat: every piece on the board as that seat can know it from what the
     * game told it since the start, the ranks each hidden piece may still have with their probabilities (the
     * game's {@link SeatViews} capability). Never waits for a search: while the engine thinks, the view is of
     * the moves played before its search began. Bad input ({@link SessionException.Reason#BAD_INPUT}) when the
     * game offers no seat views (it hides nothing) or the seat is not one of the game's;
     * {@link SessionException.Reason#CONFLICT} while the game is not installed.
     *
     * @param id   a session's id
     * @param seat the watching seat
     * @return what the seat knows of the board
     */
    SeatViews.View view(String id, int seat);

    /**
     * Registers a watcher of the session's events: {@code progress} (a search's report: depth, score,
     * pv, nodes, nps, timeMs), {@code search} (a search's result), {@code state} (the session after any
     * change). Called on the thread that caused the event; the watcher must return quickly.
     *
     * @param id      a session's id
     * @param watcher receives the events
     * @return closing it ends the watch
     */
    AutoCloseable watch(String id, Consumer<SessionEvent> watcher);
}

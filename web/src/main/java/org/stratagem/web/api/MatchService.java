package org.stratagem.web.api;

import java.util.List;
import java.util.function.Consumer;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The engine-against-engine matches of the web interface, as {@code ./stratagem match} plays them: each
 * move one contained search through the platform's bindings, under a time a move. A match is written to
 * the platform's data folder as it goes (after every move and every game), and read back when the
 * platform starts again: a match that was running then (the platform stopped, or was killed) goes on by
 * itself from the last move of its game in progress; one {@link #stop stopped} by a request stays stopped
 * until {@link #resume}. Thread-safe. Implemented by the launcher only.
 *
 * <p>Refusals are {@link SessionException}s: {@link SessionException.Reason#NOT_FOUND} for an unknown
 * match or game, {@link SessionException.Reason#BAD_INPUT} for a configuration or a game that cannot play
 * matches, an opening or a variant the game refuses or an openings file outside the data folder,
 * {@link SessionException.Reason#CONFLICT} for a request that does not fit the match's status or
 * beyond the matches that may run at once.
 */
@ProviderType
public interface MatchService {
    /**
     * Starts a match; its games are played in the background.
     *
     * @param setup what it plays: a move limit or a clock (or both), at least 1 game
     * @return the match, running
     */
    MatchState start(MatchSetup setup);

    /** @return every match, oldest first */
    List<MatchState> list();

    /**
     * @param id a match's id
     * @return the match now
     */
    MatchState get(String id);

    /**
     * Stops a running match at once: the search in progress is stopped and its move not made.
     *
     * @param id a match's id
     * @return the match, stopped; as it is if it was not running
     */
    MatchState stop(String id);

    /**
     * Takes a stopped match up again, from the last move of its game in progress.
     *
     * @param id a match's id
     * @return the match, running
     */
    MatchState resume(String id);

    /**
     * Deletes a match: stops it first if it runs (as {@link #stop}), then forgets it and deletes its file.
     *
     * @param id a match's id
     */
    void delete(String id);

    /**
     * Registers a watcher of the match's events: {@code move} ({@code game}, the game's number from 1;
     * {@code ply}, from 1; {@code move}, in the game's notation; {@code position}, the position it leads to, in
     * the game's notation) after every move, and {@code state}
     * ({@code match}, the {@link MatchState}) after every game and every change of status. Called on the
     * thread that caused the event; the watcher must return quickly.
     *
     * @param id      a match's id
     * @param watcher receives the events
     * @return closing it ends the watch
     */
    AutoCloseable watch(String id, Consumer<SessionEvent> watcher);
}

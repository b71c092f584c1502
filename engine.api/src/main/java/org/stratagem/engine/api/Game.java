package org.stratagem.engine.api;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * A game's rules and notation; registered as a service with {@link ServiceProperties#GAME_ID}
 * (stated by {@link GameId} on a component). Implemented by game bundles.
 *
 * <p>Parsing is strict: malformed or illegal text gives a {@link NotationException} whose message
 * says what is wrong and where. Formatting and parsing round-trip:
 * {@code parsePosition(formatPosition(p))} equals {@code p} (same key), and
 * {@code parseMove(p, formatMove(p, m)) == m} for every legal move {@code m}.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface Game<P extends Position> {

    /** @return the id, the same as the {@link ServiceProperties#GAME_ID} property */
    String id();

    /** @return a human-readable name */
    String name();

    /** @return what kind of game this is */
    GameTraits traits();

    /**
     * @param seat a seat, 0..seats-1
     * @return the team the seat plays for, 0..teams-1
     */
    int teamOf(int seat);

    /**
     * @param text a position in the game's notation; the empty string is the initial position
     *             where the game has one
     * @return a new position, with no moves to undo
     * @throws NotationException if the text is not a legal position
     */
    P parsePosition(String text);

    /**
     * @param position a position
     * @return the position in the game's notation
     */
    String formatPosition(P position);

    /**
     * @param position the position the move is played in
     * @param text     a move in the game's notation
     * @return the move
     * @throws NotationException if the text is malformed or not a legal move in the position
     */
    int parseMove(P position, String text);

    /**
     * @param position the position the move is played in
     * @param move     a legal move in that position
     * @return the move in the game's notation
     */
    String formatMove(P position, int move);

    /**
     * @return the names of the options that choose a variant of this game (a board size, a rule
     *         set), given on the command line as {@code --NAME VALUE}; none by default
     */
    default Set<String> variantOptions() {
        return Set.of();
    }

    /**
     * @param options values of some of the {@link #variantOptions()}, by name
     * @return the game in that variant, with this game's id, so that the game's generators and
     *         evaluators apply to it; this game when no option is given
     * @throws NotationException if an option is not one of the variant options, or its value is not
     *                           one the game offers (the message says which and why)
     */
    default Game<P> variant(Map<String, String> options) {
        if (!options.isEmpty()) {
            throw new NotationException("game " + id() + " has no option --" + options.keySet().iterator().next());
        }
        return this;
    }

    /**
     * An optional capability of this game: an object of the given type that serves this game, or
     * empty if the game does not offer it. Capabilities are small interfaces that a strategy or a
     * command needs from some games only, each in the package of its concern:
     * {@link HiddenInformation} (what each seat may observe), {@link SeatViews} (what a seat knows of
     * every hidden rank after following a game),
     * {@link org.stratagem.engine.api.search.SearchHints} (a bound on values, unsound prunings),
     * {@link org.stratagem.engine.api.table.IndexedGame} (an indexed state space) and
     * {@link org.stratagem.engine.api.command.BenchmarkedGame} (fixed searches for
     * {@code ./stratagem bench}). Each of them offers a static accessor that types the result for
     * the game's positions, which callers prefer to this method.
     *
     * <p>The default returns this game itself where it implements the type, and empty otherwise. A
     * game that keeps a capability in another object, or that offers it in some variants only,
     * overrides this method; a game that wraps another one delegates to it. The answer is the same
     * every time it is asked for a given type.
     *
     * @param type the capability's interface
     * @param <T>  the capability's type
     * @return the object serving that capability for this game, or empty
     */
    default <T> Optional<T> capability(Class<T> type) {
        return type.isInstance(this) ? Optional.of(type.cast(this)) : Optional.empty();
    }
}

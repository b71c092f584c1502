package org.stratagem.engine.api.search;

import java.util.Set;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;

/**
 * What a game tells its searches beyond its rules, so that they prune more or avoid what fails in
 * it: a {@linkplain Game#capability capability} that a game implements where it has something to
 * say, found through {@link #of(Game)}. Every method has a default that says nothing, so a game
 * overrides only what it knows.
 */
@ConsumerType
public interface SearchHints {

    /** The hints of a game that gives none: no value bound, no unsound pruning. */
    SearchHints NONE = new SearchHints() {
    };

    /**
     * @return the largest magnitude of a {@linkplain org.stratagem.engine.api.Position#terminalValue
     *         terminal value} the game can end with (in Triangle War, 9: every triangle won), or 0
     *         where the game does not say; searches that need a bound on values (Star1 at chance
     *         nodes, exact values proven by the solver) use it
     */
    default int valueBound() {
        return 0;
    }

    /**
     * @return the forward prunings that are unsound in the game, which strategies must not apply to
     *         it, whatever their own configuration says; none by default
     */
    default Set<ForwardPruning> unsoundPrunings() {
        return Set.of();
    }

    /**
     * @return the forward prunings measured to make the game's play stronger at a given time, which a
     *         strategy applies to it unless its configuration turns the games' recommendations off; never
     *         one of the {@linkplain #unsoundPrunings() unsound} ones; none by default
     */
    default Set<ForwardPruning> recommendedPrunings() {
        return Set.of();
    }

    /**
     * @return the search extensions measured to make the game's play stronger at a given time, which a
     *         strategy applies to it unless its configuration turns the games' recommendations off; none
     *         by default
     */
    default Set<SearchExtension> recommendedExtensions() {
        return Set.of();
    }

    /**
     * @return how the threads of a parallel search measured to search the game faster share the work,
     *         which a strategy applies unless its configuration turns the games' recommendations off;
     *         {@link HelperScheme#SHARED_DEPTHS} by default
     */
    default HelperScheme recommendedHelperScheme() {
        return HelperScheme.SHARED_DEPTHS;
    }

    /**
     * @param game a game
     * @return the game's hints, or {@link #NONE} if it gives none
     */
    static SearchHints of(Game<?> game) {
        return game.capability(SearchHints.class).orElse(NONE);
    }
}

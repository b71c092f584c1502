package org.stratagem.engine.api;

import java.util.Optional;
import java.util.random.RandomGenerator;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * What each seat may observe of a game with hidden information, as distinct from the true state
 * that a {@link Position} holds. A {@linkplain Game#capability capability} of the games whose
 * {@link GameTraits#hiddenInformation()} is set: implemented by game bundles, found through
 * {@link #of(Game)}.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface HiddenInformation<P extends Position> {

    /**
     * The seat's information state: everything the seat may know, and nothing it may not. Two true
     * positions that the seat cannot tell apart give equal observations.
     *
     * @param position the true position
     * @param seat     the observing seat
     * @return the observation, as text
     */
    String observation(P position, int seat);

    /**
     * A true position drawn at random among those consistent with the seat's observation, for
     * searches that sample the hidden state (determinization). The position itself is unchanged.
     *
     * @param position the true position
     * @param seat     the observing seat
     * @param random   the source of randomness
     * @return a new position the seat cannot tell apart from {@code position}
     */
    P sampleConsistent(P position, int seat, RandomGenerator random);

    /**
     * @param game a game
     * @param <P>  the game's position type
     * @return what each seat of the game may observe, or empty if the game hides nothing
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> Optional<HiddenInformation<P>> of(Game<P> game) {
        return game.capability(HiddenInformation.class).map(hidden -> (HiddenInformation<P>) hidden);
    }
}

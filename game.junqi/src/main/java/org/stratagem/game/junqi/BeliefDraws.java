package org.stratagem.game.junqi;

import java.util.random.RandomGenerator;
import org.stratagem.engine.api.HiddenInformation;

/**
 * Hidden states drawn from one seat's {@link Beliefs}: where {@link HiddenRanks} deals the hidden ranks
 * again under the rules of deployment alone, these draws also fit every collision the seat has seen and
 * the counts still possible ({@link Beliefs#sample}). What a seat observes is {@link HiddenRanks}'s
 * observation. For the seat the beliefs are of, while they stay as they are: a {@link Determinizer}
 * gives them to a strategy for one search.
 */
final class BeliefDraws implements HiddenInformation<JunqiPosition> {
    private final Beliefs beliefs;

    /** @param beliefs the seat's beliefs, up to date with the position to be drawn from */
    BeliefDraws(Beliefs beliefs) {
        this.beliefs = beliefs;
    }

    @Override
    public String observation(JunqiPosition position, int seat) {
        return PositionNotation.format(position, seat);
    }

    /**
     * @throws IllegalArgumentException if the seat is not the one the beliefs are of
     */
    @Override
    public JunqiPosition sampleConsistent(JunqiPosition position, int seat, RandomGenerator random) {
        if (seat != beliefs.seat()) {
            throw new IllegalArgumentException("these beliefs are seat " + beliefs.seat() + "'s, not seat " + seat + "'s");
        }
        return beliefs.sample(random, position.turn());
    }
}

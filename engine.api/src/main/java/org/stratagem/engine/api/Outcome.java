package org.stratagem.engine.api;

/** The proven result of a position for the team to move. */
public enum Outcome {
    WIN, DRAW, LOSS;

    /**
     * @param value a proven value in the game's units, for the team to move
     * @return the outcome its sign stands for
     */
    public static Outcome ofValue(int value) {
        return value > 0 ? WIN : value < 0 ? LOSS : DRAW;
    }

    /** @return the same result seen by the opposing team */
    public Outcome negate() {
        return this == WIN ? LOSS : this == LOSS ? WIN : DRAW;
    }
}

package org.stratagem.engine.search.common;

import org.stratagem.engine.api.GameTraits;

/**
 * The kinds of game the strategies support, named once, so that strategies supporting the same
 * kind say so in the same words (the status table of {@code org.stratagem.engine.search} lists
 * which strategy supports which kind).
 */
public final class GameKinds {
    private GameKinds() {
    }

    /**
     * @param traits a game's traits
     * @return whether it is a game of two teams in which every seat sees the whole state (chance
     *         allowed; turn-keeping moves and teams of several seats too)
     */
    public static boolean twoTeams(GameTraits traits) {
        return traits.twoTeams() && !traits.hiddenInformation();
    }

    /**
     * @param traits a game's traits
     * @return whether it is a game of two teams that sees the whole state and has no chance
     */
    public static boolean twoTeamsWithoutChance(GameTraits traits) {
        return twoTeams(traits) && !traits.chance();
    }

    /**
     * @param traits a game's traits
     * @return whether it is a single-agent puzzle without chance or hidden information
     */
    public static boolean puzzle(GameTraits traits) {
        return traits.singleAgent() && !traits.chance() && !traits.hiddenInformation();
    }
}

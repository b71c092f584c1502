package org.stratagem.engine.api;

/**
 * What kind of game a {@link Game} is: the facts a strategy needs to decide whether it can play it
 * and how.
 *
 * @param seats          the number of seats (players), at least 1; seats are numbered 0..seats-1
 *                       in turn order
 * @param teams          the number of teams, 1..seats; a two-player zero-sum game has two teams of
 *                       one seat each, a single-agent puzzle one team of one seat
 * @param draws          whether a game can end with neither team ahead
 * @param turnKeeping    whether a move can leave the same team to move (e.g. a completed triangle
 *                       in Triangle War gives another move), so no search may assume that the
 *                       other side moves next
 * @param chance         whether positions can be chance nodes ({@link Position#CHANCE})
 * @param hiddenInformation whether seats see less than the true state; the game then offers
 *                       {@link Game#hiddenInformation()}
 * @param keyKind        what {@link Position#key()} promises
 */
public record GameTraits(int seats, int teams, boolean draws, boolean turnKeeping, boolean chance,
        boolean hiddenInformation, KeyKind keyKind) {

    /**
     * @throws IllegalArgumentException if the seat and team counts are inconsistent
     */
    public GameTraits {
        if (seats < 1 || teams < 1 || teams > seats) {
            throw new IllegalArgumentException("seats " + seats + " and teams " + teams + " are inconsistent");
        }
        if (keyKind == null) {
            throw new IllegalArgumentException("keyKind is required");
        }
    }

    /** @return whether this is a one-seat puzzle: a goal to reach at the least total move cost */
    public boolean singleAgent() {
        return seats == 1;
    }

    /** @return whether this is a game of exactly two opposing teams, the setting of minimax */
    public boolean twoTeams() {
        return teams == 2;
    }
}

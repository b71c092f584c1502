/**
 * Matches between strategy configurations: the players ({@link org.stratagem.launcher.match.PlayerSpec}),
 * the games ({@link org.stratagem.launcher.match.Match}) and the statistics of the result
 * ({@link org.stratagem.engine.api.command.MatchScore}).
 */
package org.stratagem.launcher.match;

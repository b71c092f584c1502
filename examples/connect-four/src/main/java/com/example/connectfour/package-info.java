/**
 * Connect Four as a Stratagem game bundle: {@link com.example.connectfour.ConnectFourGame} is the game's
 * service, {@link com.example.connectfour.ConnectFourPosition} its rules, {@code Board} the bitboard
 * geometry. A private package: the platform finds the game as a service, never by its classes.
 */
package com.example.connectfour;

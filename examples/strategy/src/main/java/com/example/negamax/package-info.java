/**
 * A strategy as a Stratagem bundle: {@link com.example.negamax.NegamaxSearcher} is the service,
 * {@code Negamax} one search. A private package: the platform finds the strategy as a service.
 */
package com.example.negamax;

import { BrowserRouter, Routes, Route, Link, useLocation } from 'react-router';
console.log(BrowserRouter, Routes, Route, Link, useLocation);
